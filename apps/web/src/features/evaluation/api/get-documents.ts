import { documentSchema } from '@portal/shared/documents';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { evaluationKeys } from './keys';

/** An application's documents, each with a fresh signed link (for an image, a thumbnail; for any, a download). */
export function getApplicationDocuments(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/documents/application/{id}',
    pathParams: { id: applicationId },
    schema: z.array(documentSchema),
    signal,
  });
}

export function useApplicationDocuments(applicationId: number) {
  return useQuery({
    queryKey: evaluationKeys.documents(applicationId),
    queryFn: ({ signal }) => getApplicationDocuments(applicationId, signal),
  });
}
