import { sessionStatisticsSchema } from '@portal/shared/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from './keys';

/**
 * GET /sessions/{id}/statistics and /sessions/{id}/previous/statistics (administrators). Keyed under the
 * applications, so any change to an application refreshes the figures.
 */
export function getSessionStatistics(id: number, signal?: AbortSignal) {
  return apiRequest({ path: '/sessions/{id}/statistics', pathParams: { id }, schema: sessionStatisticsSchema, signal });
}

export function getPreviousSessionStatistics(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/sessions/{id}/previous/statistics',
    pathParams: { id },
    schema: sessionStatisticsSchema,
    signal,
  });
}

export const sessionStatisticsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sessionKeys.statistics(id),
    queryFn: ({ signal }) => getSessionStatistics(id, signal),
  });

export const previousSessionStatisticsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sessionKeys.previousStatistics(id),
    queryFn: ({ signal }) => getPreviousSessionStatistics(id, signal),
  });

export function useSessionStatistics(id: number | undefined) {
  return useQuery({ ...sessionStatisticsQueryOptions(id ?? 0), enabled: id !== undefined });
}

export function usePreviousSessionStatistics(id: number) {
  return useQuery(previousSessionStatisticsQueryOptions(id));
}
