import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type VerifyKind = 'sign-up' | 'email-change';

/** The mailed link carries the token; an e-mail change is confirmed by its own call. */
export function verifyEmail({ token, kind }: { token: string; kind: VerifyKind }): Promise<unknown> {
  const path = kind === 'email-change' ? '/auth/change-email/confirm/{token}' : '/auth/verify/{token}';
  return apiRequest({ method: 'POST', path, pathParams: { token } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
