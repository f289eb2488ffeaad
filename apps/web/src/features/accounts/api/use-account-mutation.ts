import type { User } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAuthUser } from '@/lib/auth-store';
import { accountKeys } from './keys';

/** A change to one's own account: the answer replaces the account on screen, and the header's name and picture follow at once. */
export function useAccountMutation<T>(mutationFn: (input: T) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.me(), user);
      updateAuthUser({ firstName: user.firstName, lastName: user.lastName, avatar: user.avatar });
    },
  });
}
