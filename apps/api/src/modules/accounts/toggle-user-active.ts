import type { User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertNotLastAdmin, endEverySignIn } from './accounts.steps.ts';
import { readUser } from './read-user.ts';
import { usersRepository as users } from './users.repository.ts';

/** Deactivation ends every token and mailed link of the person; the last active administrator stays active. */
export async function toggleUserActive(
  context: Pick<AppContext, 'db' | 'config'>,
  { id }: { id: number },
): Promise<User> {
  await context.db.transaction(async (tx) => {
    const user = await users.find(tx, id);
    if (!user) throw notFound('user');
    if (user.active) {
      await assertNotLastAdmin(tx, user);
      await endEverySignIn(tx, id, { active: false });
    } else {
      await users.update(tx, id, { active: true });
    }
  });
  return readUser(context, { id });
}
