import { applicationSchema } from '@portal/shared/applications';
import type { ApplicationStep } from '@portal/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeApplication } from './get-application';

/** Marks a step completed (400 APPLICATION_INCOMPLETE lists what is missing), or skipped where allowed. */
export function completeStep(id: number, step: ApplicationStep, skipped = false) {
  return apiRequest({
    method: 'PATCH',
    path: '/applications/{id}/steps/complete/{step}',
    pathParams: { id, step },
    body: skipped ? { skipped: true } : {},
    schema: applicationSchema,
  });
}

export function useCompleteStep(id: number, step: ApplicationStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options?: { skipped?: boolean }) => completeStep(id, step, options?.skipped),
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}
