import type { SignInAnswer } from '@portal/shared/two-factor';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AccountsContext } from './accounts.context.ts';
import { signInAnswer } from './accounts.steps.ts';
import { createSignInChallenges } from './sign-in-challenge.ts';
import { secondFactorStep } from './two-factor.rules.ts';
import { usersRepository as users } from './users.repository.ts';

/**
 * Failed attempts count per address and account, and per account from anywhere. The account is the person, whichever
 * of their username or e-mail is typed, so switching between the two buys no extra guesses. A right password signs
 * in, or earns the challenge of the second factor asked (decision 565): its code, or for staff who must have one and
 * have none, its enrolment first.
 */
export async function signIn(
  context: Pick<AccountsContext, 'db' | 'config' | 'accessTokens' | 'limits' | 'dummyHash'>,
  { login, password, address }: { login: string; password: string; address: string },
): Promise<SignInAnswer> {
  const { db, config, limits } = context;
  const user = await users.byLogin(db, login);
  const account = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
  const here = `${address}|${account}`;
  await limits.signIn.assertAllowed(here);
  await limits.signInAccount.assertAllowed(account);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyPassword(await context.dummyHash, password).then(() => false);
  if (!user || !valid) {
    await limits.signIn.record(here);
    await limits.signInAccount.record(account);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await limits.signIn.reset(here);
  if (!user.active) throw new AppError('ACCOUNT_DISABLED');
  if (!user.accountVerified) throw new AppError('ACCOUNT_NOT_VERIFIED', { key: 'accounts.notVerified' });
  const step = secondFactorStep(user, config.staffTwoFactor);
  if (step)
    return createSignInChallenges(config.jwtSecret, db).issue({ userId: user.id, version: user.tokenVersion, step });
  return signInAnswer(context, user);
}
