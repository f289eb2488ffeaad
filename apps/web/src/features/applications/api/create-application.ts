import { applicationSchema, type CreateApplicationInput } from '@portal/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** POST /applications: apply to the current session while it is ongoing (409 when already applied). */
export function createApplication(input: CreateApplicationInput) {
  return apiRequest({ method: 'POST', path: '/applications', body: input, schema: applicationSchema });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData(applicationKeys.one(application.id), application);
      // The student's lists and the session's figures now count this application.
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
