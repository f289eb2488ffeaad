import { applicationSchema } from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, storeApplication } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';

/** The declaration is what the applicant ticked: the server refuses the submission without it. */
export function submitApplication(id: number, declaration: boolean) {
  return apiRequest({
    method: 'POST',
    path: '/applications/{id}/submit',
    pathParams: { id },
    body: { declaration },
    schema: applicationSchema,
  });
}

export function useSubmitApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (declaration: boolean) => submitApplication(id, declaration),
    onSuccess: (application) => {
      storeApplication(queryClient, application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.current() });
    },
  });
}
