import { applicationSchema, type SubmitInput } from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, storeApplication } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/**
 * What the applicant states by submitting: the declaration they ticked and, under 18, their parent's or guardian's
 * consent. The server refuses the submission without them.
 */
export function submitApplication(id: number, statements: SubmitInput) {
  return apiRequest({
    method: 'POST',
    path: '/applications/{id}/submit',
    pathParams: { id },
    body: statements,
    schema: applicationSchema,
  });
}

export function useSubmitApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statements: SubmitInput) => submitApplication(id, statements),
    onSuccess: (application) => {
      storeApplication(queryClient, application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.current() });
    },
  });
}
