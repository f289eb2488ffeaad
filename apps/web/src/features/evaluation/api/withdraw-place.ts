import type { WithdrawalInput } from '@portal/shared/acceptance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /applications/{id}/withdrawal: the place ends, its holder is mailed the reason, the next in line gets it. */
export function withdrawPlace(applicationId: number, body: WithdrawalInput) {
  return apiRequest({
    method: 'POST',
    path: '/applications/{id}/withdrawal',
    pathParams: { id: applicationId },
    body,
  });
}

/** A withdrawal changes the application, the candidates list, the session's places and the trail: all read again. */
export function useWithdrawPlace(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalInput) => withdrawPlace(applicationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
