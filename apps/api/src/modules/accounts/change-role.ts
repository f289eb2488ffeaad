import type { RoleChangeInput, User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertNotLastAdmin, endEverySignIn } from './accounts.steps.ts';
import { readUser } from './read-user.ts';
import { twoFactorRepository } from './two-factor.repository.ts';
import { mayHaveSecondFactor } from './two-factor.rules.ts';
import { usersRepository as users } from './users.repository.ts';

/**
 * An administrator changes a person's role, which ends their sign-ins; a person made an applicant loses their second
 * factor with the staff role (decision 565). Never the last active administrator's.
 */
export async function changeRole(
  context: Pick<AppContext, 'db' | 'config'>,
  { id, body }: { id: number; body: RoleChangeInput },
): Promise<User> {
  await context.db.transaction(async (tx) => {
    const user = await users.find(tx, id);
    if (!user) throw notFound('user');
    if (user.role === body.role) return;
    await assertNotLastAdmin(tx, user);
    const keepsSecondFactor = mayHaveSecondFactor(body.role);
    const secondFactor = keepsSecondFactor ? {} : twoFactorRepository.noSecondFactor;
    await endEverySignIn(tx, id, { role: body.role, ...secondFactor });
    if (!keepsSecondFactor) await twoFactorRepository.removeRecoveryCodes(tx, id);
  });
  return readUser(context, { id });
}
