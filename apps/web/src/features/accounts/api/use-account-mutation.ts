import type { User } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAuthUser } from '@/lib/auth-store';
import { queryRoots } from '@/lib/query-keys';
import { accountKeys } from './keys';

/** A change to one's own account: the answer replaces the account on screen, and the header's name and picture follow at once. */
export function useAccountMutation<T>(mutationFn: (input: T) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.me(), user);
      // What an application shows of its applicant (the profile's details) comes from the account: read again when
      // next shown, not kept as fresh.
      void queryClient.invalidateQueries({
        queryKey: queryRoots.applications,
        predicate: (query) => query.queryKey.at(-1) === 'applicant',
      });
      updateAuthUser({
        firstName: user.firstName,
        lastName: user.lastName,
        avatar: user.avatar,
        privacyNotice: user.privacyNotice,
      });
    },
  });
}
