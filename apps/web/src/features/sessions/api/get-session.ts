import { sessionSchema } from '@portal/shared/sessions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * application's card), that answer stands for it, as fresh as it is: no second read of the same session.
 */
export function useSession(id: number) {
  const queryClient = useQueryClient();
  const currentKey = currentSessionQueryOptions().queryKey;
  return useQuery({
    ...sessionQueryOptions(id),
    initialData: () => {
      const current = queryClient.getQueryData(currentKey)?.session;
      return current?.id === id ? current : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(currentKey)?.dataUpdatedAt,
  });
}
