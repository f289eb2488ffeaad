import { userSchema } from '@portal/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getMe(signal?: AbortSignal) {
  return apiRequest({ path: '/users/me', schema: userSchema, signal });
}

export const meQueryOptions = () => queryOptions({ queryKey: ['users', 'me'], queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}
