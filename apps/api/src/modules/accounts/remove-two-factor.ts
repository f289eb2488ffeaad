import type { User } from '@portal/shared/accounts';
import type { AccountsContext } from './accounts.context.ts';
import { accountOf, checkCurrentPassword, signedInUser } from './accounts.steps.ts';
import { twoFactorRepository as secondFactors } from './two-factor.repository.ts';
import { secondFactorRequired } from './two-factor.rules.ts';
import { conflict } from './two-factor.steps.ts';
import { usersRepository as users } from './users.repository.ts';

/** Turns the own second factor off, with the password; not while it is required of the person. */
export async function removeTwoFactor(
  context: Pick<AccountsContext, 'db' | 'config' | 'limits'>,
  { userId, password }: { userId: number; password: string },
): Promise<User> {
  const { db, config } = context;
  const user = await signedInUser(db, userId);
  if (secondFactorRequired(user.role, config.staffTwoFactor)) throw conflict('required');
  if (!user.totpEnabledAt) throw conflict('notEnabled');
  await checkCurrentPassword(context, user, password, 'password');
  await db.transaction(async (tx) => {
    await users.update(tx, user.id, secondFactors.noSecondFactor);
    await secondFactors.removeRecoveryCodes(tx, user.id);
  });
  return accountOf(context, user.id);
}
