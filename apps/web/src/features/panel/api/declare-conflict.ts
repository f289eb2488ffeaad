import { type ConflictInput, conflictResultSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDraft } from '@/features/editor-kit/public';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { evaluationDraftKey } from './keys';

/**
 * POST /applications/{id}/conflict (a panel member): they leave the panel, and the file answers them 404 from now on;
 * says whether another staff member took the seat.
 */
export function declareConflict(applicationId: number, body: ConflictInput) {
  return apiRequest({
    method: 'POST',
    path: '/applications/{id}/conflict',
    pathParams: { id: applicationId },
    body,
    schema: conflictResultSchema,
  });
}

export function useDeclareConflict(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConflictInput) => declareConflict(applicationId, body),
    // The file is no longer theirs: nothing of it stays in the cache or on the device, and their interviews are read
    // again.
    onSuccess: () => {
      clearDraft(applicationId, evaluationDraftKey);
      queryClient.removeQueries({ queryKey: [...queryRoots.applications, 'one', applicationId] });
      return queryClient.invalidateQueries({ queryKey: queryRoots.applications });
    },
  });
}
