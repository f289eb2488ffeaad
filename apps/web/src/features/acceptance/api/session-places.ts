import { acceptanceRunSchema, placeSchema } from '@portal/shared/acceptance';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { acceptanceKeys } from './keys';

/** GET /sessions/{id}/acceptances: a closed session's places and the place each was offered after. */
export function getSessionPlaces(sessionId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/sessions/{id}/acceptances',
    pathParams: { id: sessionId },
    schema: z.array(placeSchema),
    signal,
  });
}

export const sessionPlacesQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: acceptanceKeys.ofSession(sessionId),
    queryFn: ({ signal }) => getSessionPlaces(sessionId, signal),
  });

export const useSessionPlaces = (sessionId: number) => useQuery(sessionPlacesQueryOptions(sessionId));

/** POST /sessions/{id}/acceptances/process: expire and pass on now. */
export function useProcessPlaces(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: '/sessions/{id}/acceptances/process',
        pathParams: { id: sessionId },
        schema: acceptanceRunSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}

/** PATCH /sessions/{id} { resultsHidden }: keeps the session's list off the public results page, or shows it. */
export function useHideResults(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultsHidden: boolean) =>
      apiRequest({ method: 'PATCH', path: '/sessions/{id}', pathParams: { id: sessionId }, body: { resultsHidden } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.sessions }),
  });
}
