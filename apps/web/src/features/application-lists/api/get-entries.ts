import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';
import { type EntryKind, entrySchema } from './entry-kinds';

/** The application's financing or extra activities, oldest first. */
export function getEntries<K extends EntryKind>(applicationId: number, kind: K, signal?: AbortSignal) {
  return apiRequest({
    path: `/applications/{id}/${kind}`,
    pathParams: { id: applicationId },
    schema: entrySchema(kind).array(),
    signal,
  });
}

export const entriesQueryOptions = <K extends EntryKind>(applicationId: number, kind: K) =>
  queryOptions({
    queryKey: applicationKeys.part(applicationId, kind),
    queryFn: ({ signal }) => getEntries(applicationId, kind, signal),
  });

export function useEntries<K extends EntryKind>(applicationId: number, kind: K) {
  return useQuery(entriesQueryOptions(applicationId, kind));
}
