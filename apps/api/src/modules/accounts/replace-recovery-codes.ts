import type { RecoveryCodes } from '@portal/shared/two-factor';
import type { AccountsContext } from './accounts.context.ts';
import { signedInUser } from './accounts.steps.ts';
import { twoFactorRepository as secondFactors } from './two-factor.repository.ts';
import { acceptAppCode, conflict, guarded, recoveryCodes } from './two-factor.steps.ts';

/** A new set of recovery codes, for a code of the app: the earlier ones, used or not, stop working. */
export async function replaceRecoveryCodes(
  context: Pick<AccountsContext, 'db' | 'config' | 'codeLimits'>,
  { userId, code, address }: { userId: number; code: string; address: string },
): Promise<RecoveryCodes> {
  const user = await signedInUser(context.db, userId);
  if (!user.totpEnabledAt) throw conflict('notEnabled');
  await guarded(context, user, address, () => acceptAppCode(context, user, code));
  const { codes, hashes } = await recoveryCodes();
  await context.db.transaction((tx) => secondFactors.replaceRecoveryCodes(tx, user.id, hashes));
  return { recoveryCodes: codes };
}
