import type { ChangePasswordInput, SignInResponse } from '@portal/shared/accounts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsContext } from './accounts.context.ts';
import { checkCurrentPassword, endEverySignIn, signedInUser, signInAnswer } from './accounts.steps.ts';

/** Ends every earlier token and link and answers a fresh token, so this device stays signed in. */
export async function changePassword(
  context: Pick<AccountsContext, 'db' | 'config' | 'accessTokens' | 'limits'>,
  { userId, body }: { userId: number; body: ChangePasswordInput },
): Promise<SignInResponse> {
  const user = await signedInUser(context.db, userId);
  await checkCurrentPassword(context, user, body.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const updated = await context.db.transaction((tx) => endEverySignIn(tx, userId, { passwordHash }));
  return signInAnswer(context, updated!);
}
