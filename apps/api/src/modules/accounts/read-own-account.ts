import type { User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ConfirmSignIn } from '../../lib/sign-in-state.ts';
import { toUser } from './accounts.dto.ts';
import { usersRepository as users } from './users.repository.ts';

/** The reader's own account, read with their sign-in state, which `confirm` judges before anything is answered. */
export async function readOwnAccount(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  { userId, confirm }: { userId: number; confirm: ConfirmSignIn },
): Promise<User> {
  const found = await users.account(db, userId);
  confirm(found && { ...found.user, keyId: found.keyId });
  if (!found) throw notFound('user');
  return toUser(found, config.staffTwoFactor);
}
