import type { Health } from '@portal/shared/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getHealth(signal?: AbortSignal): Promise<Health> {
  // No schema here: this call runs on every first load and only its failure matters (maintenance).
  return apiRequest<Health>({ path: '/health', signal });
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.health,
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
    staleTime: 60_000,
  });

/**
 * The server's state (read on every first load, once the page is idle): maintenance, and limits such as the largest
 * upload. `enabled: false` waits; a screen that needs the limits reads it at once.
 */
export function useHealth({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...healthQueryOptions(), enabled });
}
