import { applicationSchema } from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeApplication } from './get-application';
import { applicationKeys } from './keys';

export function submitApplication(id: number) {
  return apiRequest({
    method: 'POST',
    path: '/applications/{id}/submit',
    pathParams: { id },
    body: { declaration: true },
    schema: applicationSchema,
  });
}

export function useSubmitApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitApplication(id),
    onSuccess: (application) => {
      storeApplication(queryClient, application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.current() });
    },
  });
}
