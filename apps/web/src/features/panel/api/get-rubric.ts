import { sessionRubricSchema } from '@portal/shared/selection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { panelKeys } from './keys';

/**
 * GET /sessions/{id}/rubric (staff): the criteria the session's panels score, with their labels and weights, and
 * whether it is locked (an evaluation of the session is submitted).
 */
export function getRubric(sessionId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/sessions/{id}/rubric',
    pathParams: { id: sessionId },
    schema: sessionRubricSchema,
    signal,
  });
}

export const rubricQueryOptions = (sessionId: number) =>
  queryOptions({ queryKey: panelKeys.rubric(sessionId), queryFn: ({ signal }) => getRubric(sessionId, signal) });

export function useRubric(sessionId: number | undefined) {
  return useQuery({ ...rubricQueryOptions(sessionId ?? 0), enabled: sessionId !== undefined });
}
