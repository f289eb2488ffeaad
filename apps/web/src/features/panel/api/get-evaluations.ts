import { evaluationSchema } from '@portal/shared/selection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { panelKeys } from './keys';

/**
 * GET /applications/{id}/evaluations: an administrator reads every one; a panel member their own, and the others'
 * only once their own is submitted (the server leaves them out before).
 */
export function getEvaluations(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications/{id}/evaluations',
    pathParams: { id: applicationId },
    schema: z.array(evaluationSchema),
    signal,
  });
}

export const evaluationsQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: panelKeys.evaluations(applicationId),
    queryFn: ({ signal }) => getEvaluations(applicationId, signal),
  });

export function useEvaluations(applicationId: number) {
  return useQuery(evaluationsQueryOptions(applicationId));
}
