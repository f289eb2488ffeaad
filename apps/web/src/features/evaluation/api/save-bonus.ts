import { applicationScoreSchema, type BonusInput } from '@portal/shared/review-runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function saveBonus(applicationId: number, body: BonusInput) {
  return apiRequest({
    method: 'PATCH',
    path: '/applications/{id}/bonus',
    pathParams: { id: applicationId },
    body,
    schema: applicationScoreSchema,
  });
}

/** The bonus moves the total, the rank and the trail: everything about applications is read again. */
export function useSaveBonus(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusInput) => saveBonus(applicationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
