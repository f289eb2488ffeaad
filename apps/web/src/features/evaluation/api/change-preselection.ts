import { type PreselectionChange, preselectionStateSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** PATCH /applications/{id}/preselection: one application added to the shortlist or taken off it, with the reason. */
export function changePreselection(applicationId: number, body: PreselectionChange) {
  return apiRequest({
    method: 'PATCH',
    path: '/applications/{id}/preselection',
    pathParams: { id: applicationId },
    body,
    schema: preselectionStateSchema,
  });
}

/** The change shows on the application, its trail, the candidates list and the next preview: applications are read again. */
export function useChangePreselection(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreselectionChange) => changePreselection(applicationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
