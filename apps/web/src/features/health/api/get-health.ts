import type { Health } from '@portal/shared/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Pattern for every endpoint file: fetcher, queryOptions (for prefetching and invalidation) and hook. */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  // No schema here: this call runs on every first load and only its failure matters (maintenance).
  return apiRequest<Health>({ path: '/health', signal });
}

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['health'], queryFn: ({ signal }) => getHealth(signal), retry: false, staleTime: 60_000 });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
