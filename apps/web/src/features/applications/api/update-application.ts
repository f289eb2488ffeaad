import { applicationSchema, type UpdateApplicationInput } from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeApplication } from './get-application';

/** PUT /applications/{id}: the details and next-year plan, with the version the screen loaded. */
export function updateApplication(id: number, body: UpdateApplicationInput) {
  return apiRequest({ method: 'PUT', path: '/applications/{id}', pathParams: { id }, body, schema: applicationSchema });
}

export function useUpdateApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateApplicationInput) => updateApplication(id, body),
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}
