import { sessionSchema } from '@portal/shared/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from './keys';

export function getSession(id: number, signal?: AbortSignal) {
  return apiRequest({ path: '/sessions/{id}', pathParams: { id }, schema: sessionSchema, signal });
}

export const sessionQueryOptions = (id: number) =>
  queryOptions({ queryKey: sessionKeys.detail(id), queryFn: ({ signal }) => getSession(id, signal) });

export function useSession(id: number) {
  return useQuery(sessionQueryOptions(id));
}
