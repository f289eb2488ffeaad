import { ratingSchema } from '@portal/shared/list-steps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/** The applicant's rating of the portal, or null before the first. */
export function getRating(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications/{id}/rating',
    pathParams: { id: applicationId },
    schema: ratingSchema.nullable(),
    signal,
  });
}

export const ratingQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.part(applicationId, 'rating'),
    queryFn: ({ signal }) => getRating(applicationId, signal),
  });

export function useRating(applicationId: number) {
  return useQuery(ratingQueryOptions(applicationId));
}
