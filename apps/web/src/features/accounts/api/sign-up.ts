import type { SignUpInput } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function signUp(body: SignUpInput): Promise<unknown> {
  return apiRequest({ method: 'POST', path: '/auth/sign-up', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
