import type { Handicap } from '@portal/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getHandicap(id: number, signal?: AbortSignal): Promise<Handicap> {
  return apiRequest<Handicap>({ path: '/handicaps/{id}', pathParams: { id }, signal });
}

export const handicapQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['reference', 'handicaps', id], queryFn: ({ signal }) => getHandicap(id, signal) });

/** The name of the handicap a student declared (null id: nothing to read). */
export function useHandicap(id: number | null) {
  return useQuery({ ...handicapQueryOptions(id ?? 0), enabled: id !== null });
}
