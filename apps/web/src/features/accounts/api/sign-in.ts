import type { SignInInput } from '@portal/shared/accounts';
import { signInAnswerSchema } from '@portal/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { startSignInEnrolment } from './sign-in-enrolment';

/**
 * The answer to the password: signed in, or the second factor asked (decision 565), with what the authenticator app
 * needs when the person must enrol first.
 */
export async function signIn(body: SignInInput) {
  const answer = await apiRequest({ method: 'POST', path: '/auth/sign-in', body, schema: signInAnswerSchema });
  if ('token' in answer) return answer;
  // The second step's words come with it: only the committee, who are asked for a code, download them.
  const [setup] = await Promise.all([
    answer.step === 'ENROL' ? startSignInEnrolment(answer.challenge) : undefined,
    i18n.loadNamespaces('two-factor'),
  ]);
  return { ...answer, setup };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
