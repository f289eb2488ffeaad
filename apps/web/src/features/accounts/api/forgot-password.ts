import type { ForgotPasswordInput } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function forgotPassword(body: ForgotPasswordInput): Promise<unknown> {
  return apiRequest({ method: 'POST', path: '/auth/password/forget', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
