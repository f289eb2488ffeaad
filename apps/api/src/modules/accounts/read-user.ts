import type { User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { toUser } from './accounts.dto.ts';
import { usersRepository as users } from './users.repository.ts';

/** A person as the API shows them, with their student profile: the own account, or one an administrator reads. */
export async function readUser(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  { id }: { id: number },
): Promise<User> {
  const found = await users.account(db, id);
  if (!found) throw notFound('user');
  return toUser(found, config.staffTwoFactor);
}
