import type { TwoFactorSetup } from '@portal/shared/two-factor';
import type { AppContext } from '../../context.ts';
import { signedInUser } from './accounts.steps.ts';
import { conflict, setup } from './two-factor.steps.ts';

/** From the account settings: staff without a second factor set one up. */
export async function startTwoFactorSetup(
  context: Pick<AppContext, 'db' | 'config'>,
  { userId }: { userId: number },
): Promise<TwoFactorSetup> {
  const user = await signedInUser(context.db, userId);
  if (user.totpEnabledAt) throw conflict('alreadyEnabled');
  return setup(context, user);
}
