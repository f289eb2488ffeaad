import { AppError, notFound } from '../../lib/app-error.ts';
import type { AccountsContext } from './accounts.context.ts';
import { deleteAccount } from './delete-account.ts';
import { usersRepository as users } from './users.repository.ts';

/** An administrator deletes another person's account, never their own. */
export async function deleteUser(
  context: Pick<AccountsContext, 'db' | 'files' | 'erasers'>,
  { actorId, id }: { actorId: number; id: number },
): Promise<void> {
  if (actorId === id) throw new AppError('CONFLICT', { key: 'accounts.cannotDeleteSelf' });
  const user = await users.find(context.db, id);
  if (!user) throw notFound('user');
  await deleteAccount(context, { user });
}
