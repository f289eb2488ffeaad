import { type SignInInput, signInResponseSchema } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function signIn(body: SignInInput) {
  return apiRequest({ method: 'POST', path: '/auth/sign-in', body, schema: signInResponseSchema });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
