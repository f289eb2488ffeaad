import { type ChangePasswordInput, signInResponseSchema } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setAuth } from '@/lib/auth-store';

/**
 * Changing the password ends every earlier token. When the answer carries a fresh `{ user, token }` the session goes
 * on with it; otherwise the next call answers 401 and the user signs in again with the new password.
 */
export async function changePassword(body: ChangePasswordInput): Promise<void> {
  const answer = await apiRequest({ method: 'POST', path: '/auth/password/change', body });
  const renewed = signInResponseSchema.safeParse(answer);
  if (renewed.success) setAuth(renewed.data.token, renewed.data.user);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
