import type { ResetPasswordInput } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordInput): Promise<unknown> {
  return apiRequest({ method: 'POST', path: '/auth/password/reset', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
