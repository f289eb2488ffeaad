import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * An administrator resets another person's second factor (a lost phone): their sign-ins end, they enrol again at
 * their next sign-in, and the API records it in the audit.
 */
export function resetTwoFactor(id: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: '/users/{id}/two-factor', pathParams: { id } });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.users }),
  });
}
