import type { EnrolledSignIn } from '@portal/shared/two-factor';
import type { AccountsContext } from './accounts.context.ts';
import { signInAnswer } from './accounts.steps.ts';
import { challenged, enable } from './two-factor.steps.ts';

/** The enrolment's first code: the second factor on, signed in, and the recovery codes to keep. */
export async function confirmSignInEnrolment(
  context: Pick<AccountsContext, 'db' | 'config' | 'accessTokens' | 'codeLimits'>,
  { challenge, code, address }: { challenge: string; code: string; address: string },
): Promise<EnrolledSignIn> {
  const user = await challenged(context, challenge, 'ENROL');
  const recoveryCodes = await enable(context, user, code, address);
  return { ...(await signInAnswer(context, user)), recoveryCodes };
}
