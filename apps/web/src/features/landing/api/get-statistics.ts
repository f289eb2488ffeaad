import type { Statistics } from '@portal/shared/programme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { landingKeys } from './keys';

// No schema parse on public calls: it keeps zod out of the landing page's first load.
export function getStatistics(signal?: AbortSignal): Promise<Statistics> {
  return apiRequest<Statistics>({ path: '/statistics', signal });
}

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.statistics(),
    queryFn: ({ signal }) => getStatistics(signal),
    staleTime: 60_000,
  });

export function useStatistics() {
  return useQuery(statisticsQueryOptions());
}
