import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { endSession } from '@/lib/auth-store';

/**
 * Two ways to sign out. `here`: this browser forgets its token (students share phones) and the other devices stay
 * signed in. `everywhere`: the server ends every token of the account first. Either way the cached data of the
 * account goes, and the signed-in guard takes the reader to the sign-in page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const here = useCallback(() => {
    endSession('signed-out');
    queryClient.clear();
  }, [queryClient]);
  const everywhere = useMutation({
    mutationFn: () => apiRequest({ method: 'POST', path: '/auth/sign-out' }),
    onSuccess: () => {
      endSession('signed-out-everywhere');
      queryClient.clear();
    },
  });
  return { here, everywhere };
}
