import { evaluatorSeveritySchema } from '@portal/shared/selection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { panelKeys } from './keys';

/** GET /sessions/{id}/evaluators: each staff member with a seat, what they submitted and their severity. */
export function getEvaluators(sessionId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/sessions/{id}/evaluators',
    pathParams: { id: sessionId },
    schema: z.array(evaluatorSeveritySchema),
    signal,
  });
}

export const evaluatorsQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: panelKeys.evaluators(sessionId),
    queryFn: ({ signal }) => getEvaluators(sessionId, signal),
  });

export function useEvaluators(sessionId: number) {
  return useQuery(evaluatorsQueryOptions(sessionId));
}
