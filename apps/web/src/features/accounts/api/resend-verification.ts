import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resendVerification(email: string): Promise<unknown> {
  return apiRequest({ method: 'POST', path: '/auth/resend-signup-email/{email}', pathParams: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
