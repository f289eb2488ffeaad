import { type ChallengeCodeInput, enrolledSignInSchema, twoFactorSetupSchema } from '@portal/shared/two-factor';
import { apiRequest } from '@/lib/api-client';

/** A person who must have a second factor and has none: what their authenticator app needs, at sign-in. */
export function startSignInEnrolment(challenge: string) {
  return apiRequest({
    method: 'POST',
    path: '/auth/sign-in/enrol',
    body: { challenge },
    schema: twoFactorSetupSchema,
  });
}

/** The app's first code confirms the enrolment: signed in, with the recovery codes to keep. */
export function confirmSignInEnrolment(body: ChallengeCodeInput) {
  return apiRequest({ method: 'POST', path: '/auth/sign-in/enrol/confirm', body, schema: enrolledSignInSchema });
}
