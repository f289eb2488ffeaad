import { userSchema } from '@portal/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

export function getMe(signal?: AbortSignal) {
  return apiRequest({ path: '/users/me', schema: userSchema, signal });
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}
