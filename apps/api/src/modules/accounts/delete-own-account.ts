import type { AccountsContext } from './accounts.context.ts';
import { checkCurrentPassword, signedInUser } from './accounts.steps.ts';
import { deleteAccount } from './delete-account.ts';

/** The person deletes their own account, their password confirming it. */
export async function deleteOwnAccount(
  context: Pick<AccountsContext, 'db' | 'files' | 'erasers' | 'limits'>,
  { userId, password }: { userId: number; password: string },
): Promise<void> {
  const user = await signedInUser(context.db, userId);
  await checkCurrentPassword(context, user, password, 'password');
  await deleteAccount(context, { user });
}
