import { type SignInInput, signInResponseSchema } from '@portal/shared/accounts';
import { secondFactorChallengeSchema } from '@portal/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { startSignInEnrolment } from './sign-in-enrolment';

/** A right password signs in, or asks for the second factor: a code, or first an enrolment (decision 565). */
const signInAnswerSchema = z.union([signInResponseSchema, secondFactorChallengeSchema]);

/** The answer to the password, with what the authenticator app needs when the person must enrol first. */
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
