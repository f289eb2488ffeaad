import type { RecoveryCodes } from '@portal/shared/two-factor';
import type { AccountsContext } from './accounts.context.ts';
import { signedInUser } from './accounts.steps.ts';
import { enable } from './two-factor.steps.ts';

/** The setup's first code from the account settings: the second factor on, and the recovery codes to keep. */
export async function confirmTwoFactorSetup(
  context: Pick<AccountsContext, 'db' | 'config' | 'codeLimits'>,
  { userId, code, address }: { userId: number; code: string; address: string },
): Promise<RecoveryCodes> {
  return { recoveryCodes: await enable(context, await signedInUser(context.db, userId), code, address) };
}
