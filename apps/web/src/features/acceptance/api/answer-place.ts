import { type AcceptanceAnswer, acceptanceSchema } from '@portal/shared/acceptance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /applications/{id}/acceptance: accept (with the commitment) or decline. */
export function answerPlace({ applicationId, answer }: { applicationId: number; answer: AcceptanceAnswer }) {
  return apiRequest({
    method: 'POST',
    path: '/applications/{id}/acceptance',
    pathParams: { id: applicationId },
    body: answer,
    schema: acceptanceSchema,
  });
}

export function useAnswerPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPlace,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
