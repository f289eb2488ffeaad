import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** A document as the API answers it; `url` is a signed link that expires, so the list is read again when opened. */
export const applicationDocumentSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  typeId: z.number().int(),
  contentType: z.string(),
  size: z.number().int(),
  uploaded: z.string(),
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

export function getDocuments(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/documents/application/{id}',
    pathParams: { id: applicationId },
    schema: z.array(applicationDocumentSchema),
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
