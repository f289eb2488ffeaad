import { type PreselectionInput, preselectionResultSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /sessions/{id}/preselection: the shortlist replaced by the `count` best totals and their ties; each changed applicant mailed. */
export function runPreselection(sessionId: number, body: PreselectionInput) {
  return apiRequest({
    method: 'POST',
    path: '/sessions/{id}/preselection',
    pathParams: { id: sessionId },
    body,
    schema: preselectionResultSchema,
  });
}

/** The run changes the candidates, their applications and trails, and the next preview: applications are read again. */
export function useRunPreselection(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreselectionInput) => runPreselection(sessionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
