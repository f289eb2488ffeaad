import { signInResponseSchema } from '@portal/shared/accounts';
import type { ChallengeCodeInput } from '@portal/shared/two-factor';
import { apiRequest } from '@/lib/api-client';

/** The second step of a sign-in: the code of the authenticator app, or one recovery code. */
export function signInWithCode(body: ChallengeCodeInput) {
  return apiRequest({ method: 'POST', path: '/auth/sign-in/code', body, schema: signInResponseSchema });
}
