import { userSchema } from '@portal/shared/accounts';
import { pageSchema } from '@portal/shared/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

const userPageSchema = pageSchema(userSchema);

export type UserListParams = { page: number; size: number; sort?: string; search?: string; filter?: string };

export function getUsers(params: UserListParams, signal?: AbortSignal) {
  return apiRequest({ path: '/users', query: { ...params, paged: true }, schema: userPageSchema, signal });
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
