import { type SessionRating, sessionRatingSchema } from '@portal/shared/list-steps';
import { type Page, pageSchema } from '@portal/shared/paging';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/list/list-query';
import type { ListQuery } from '@/components/list/list-spec';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from './keys';

/** GET /sessions/{id}/ratings (administrators): the applicants' ratings of the portal, paged. */
export function getSessionRatings(id: number, query: ListQuery, signal?: AbortSignal): Promise<Page<SessionRating>> {
  return apiRequest({
    path: '/sessions/{id}/ratings',
    pathParams: { id },
    query,
    schema: pageSchema(sessionRatingSchema),
    signal,
  });
}

export function useSessionRatings(id: number, query: ListQuery) {
  return useQuery(listQueryOptions(sessionKeys.ratings(id, query), (signal) => getSessionRatings(id, query, signal)));
}
