import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './keys';

/** An administrator's change to one user refreshes every user list and detail. */
export function useUserMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
