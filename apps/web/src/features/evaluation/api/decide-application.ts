import { applicationSchema } from '@portal/shared/applications';
import type { ApprobationInput } from '@portal/shared/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The committee's decision; PENDING takes the current one back. A rejection carries its reason. */
export function decideApplication(applicationId: number, body: ApprobationInput) {
  return apiRequest({
    method: 'PATCH',
    path: '/applications/{id}/approbation',
    pathParams: { id: applicationId },
    body,
    schema: applicationSchema,
  });
}

/** A decision changes the application, the candidates list and the trail: all of them are read again. */
export function useDecideApplication(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprobationInput) => decideApplication(applicationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
