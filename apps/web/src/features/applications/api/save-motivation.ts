import { applicationSchema, type MotivationInput } from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeApplication } from './get-application';

export function saveMotivation(id: number, body: MotivationInput) {
  return apiRequest({
    method: 'PATCH',
    path: '/applications/{id}/motivation',
    pathParams: { id },
    body,
    schema: applicationSchema,
  });
}

export function useSaveMotivation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MotivationInput) => saveMotivation(id, body),
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}
