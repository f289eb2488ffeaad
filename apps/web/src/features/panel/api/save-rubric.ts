import { type Rubric, sessionRubricSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { panelKeys } from './keys';

/** PUT /sessions/{id}/rubric (administrators); 409 RUBRIC_LOCKED once an evaluation of the session is submitted. */
export function saveRubric(sessionId: number, rubric: Rubric) {
  return apiRequest({
    method: 'PUT',
    path: '/sessions/{id}/rubric',
    pathParams: { id: sessionId },
    body: rubric,
    schema: sessionRubricSchema,
  });
}

export function useSaveRubric(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rubric: Rubric) => saveRubric(sessionId, rubric),
    onSuccess: (saved) => queryClient.setQueryData(panelKeys.rubric(sessionId), saved),
    // A refusal because it is locked: the screen reads the rubric (and whether it is locked) again.
    onError: () => queryClient.invalidateQueries({ queryKey: panelKeys.rubric(sessionId) }),
  });
}
