import { documentSchema } from '@portal/shared/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/** Each document comes with a fresh signed link that expires: the list is read again when it gets old. */
export function getDocuments(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/documents/application/{id}',
    pathParams: { id: applicationId },
    schema: z.array(documentSchema),
    signal,
  });
}

export const documentsQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.documents(applicationId),
    queryFn: ({ signal }) => getDocuments(applicationId, signal),
    // Signed links expire: a list older than a few minutes may show pictures that no longer load.
    staleTime: 4 * 60_000,
  });

export function useDocuments(applicationId: number) {
  return useQuery(documentsQueryOptions(applicationId));
}
