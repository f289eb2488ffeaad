import { panelsResultSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /sessions/{id}/panels (administrators): seats for every preselected application still short of its panel. */
export function formPanels(sessionId: number) {
  return apiRequest({
    method: 'POST',
    path: '/sessions/{id}/panels',
    pathParams: { id: sessionId },
    schema: panelsResultSchema,
  });
}

/** New seats change who sees which file, the evaluators' counts and everyone's interviews: applications are read again. */
export function useFormPanels(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => formPanels(sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
