import { applicationSchema } from '@portal/shared/applications';
import type { RenewInput } from '@portal/shared/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** POST /applications/renew: the renewal in the current session, prefilled from the approved application. */
export function renewApplication(input: RenewInput) {
  return apiRequest({ method: 'POST', path: '/applications/renew', body: input, schema: applicationSchema });
}

export function useRenewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.one(application.id), application);
      // The current application, the lists and what may still be renewed all changed. Not awaited: the screen that
      // asked moves to the editor first, before the refreshed dashboard replaces it.
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
