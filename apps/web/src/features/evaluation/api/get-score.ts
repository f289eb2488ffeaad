import { applicationScoreSchema } from '@portal/shared/review-runs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { evaluationKeys } from './keys';

export function getScore(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications/{id}/score',
    pathParams: { id: applicationId },
    schema: applicationScoreSchema,
    signal,
  });
}

export const scoreQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: evaluationKeys.score(applicationId),
    queryFn: ({ signal }) => getScore(applicationId, signal),
  });

export function useScore(applicationId: number) {
  return useQuery(scoreQueryOptions(applicationId));
}
