import type { UpdateUserInput, User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { readUser } from './read-user.ts';
import { usersRepository as users } from './users.repository.ts';

/** The person changes their own names. */
export async function changeNames(
  context: Pick<AppContext, 'db' | 'config'>,
  { userId, body }: { userId: number; body: UpdateUserInput },
): Promise<User> {
  await users.update(context.db, userId, body);
  return readUser(context, { id: userId });
}
