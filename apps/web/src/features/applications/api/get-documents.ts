import { documentSchema } from '@portal/shared/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

/**
 * Each document comes with signed links that expire (after half an hour at least): the list is read again when it
 * gets old. Links stay the same within a half-hour window, so reading it again does not fetch the thumbnails again.
 */
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
