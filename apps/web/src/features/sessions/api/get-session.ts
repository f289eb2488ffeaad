import { sessionSchema } from '@portal/shared/sessions';
import { queryOptions, useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentSessionQueryOptions } from './get-current-session';
import { sessionKeys } from './keys';

export function getSession(id: number, signal?: AbortSignal) {
  return apiRequest({ path: '/sessions/{id}', pathParams: { id }, schema: sessionSchema, signal });
}

export const sessionQueryOptions = (id: number) =>
  queryOptions({ queryKey: sessionKeys.detail(id), queryFn: ({ signal }) => getSession(id, signal) });

/**
 * One session. When it is the current session and that was read already (the dashboard reads it before it shows an
 * application's card, an application's route beside the application), that answer stands for it, as fresh as it is:
 * no second read of the same session. An id not known yet (the application that names it is on its way) waits, and
 * so does one asked while the current session's first answer is on its way: it may be that one.
 */
export function useSession(id: number | undefined) {
  const queryClient = useQueryClient();
  const currentKey = currentSessionQueryOptions().queryKey;
  const currentArriving =
    useIsFetching({ queryKey: currentKey, exact: true }) > 0 && queryClient.getQueryData(currentKey) === undefined;
  const ready = id !== undefined && !currentArriving;
  return useQuery({
    ...sessionQueryOptions(ready ? id : 0),
    enabled: ready,
    initialData: () => {
      const current = queryClient.getQueryData(currentKey)?.session;
      return current && current.id === id ? current : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(currentKey)?.dataUpdatedAt,
  });
}
