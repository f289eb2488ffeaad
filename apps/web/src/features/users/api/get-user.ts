import { userSchema } from '@portal/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

export function getUser(id: number, signal?: AbortSignal) {
  return apiRequest({ path: '/users/{id}', pathParams: { id }, schema: userSchema, signal });
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
