import { userSchema } from '@portal/shared/accounts';
import { pageSchema } from '@portal/shared/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@/components/list/list-spec';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

const userPageSchema = pageSchema(userSchema);

export function getUsers(params: ListQuery, signal?: AbortSignal) {
  return apiRequest({ path: '/users', query: { ...params, paged: true }, schema: userPageSchema, signal });
}

export const usersQueryOptions = (params: ListQuery) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: ListQuery) {
  return useQuery(usersQueryOptions(params));
}
