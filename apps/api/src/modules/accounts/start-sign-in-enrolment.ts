import type { TwoFactorSetup } from '@portal/shared/two-factor';
import type { AppContext } from '../../context.ts';
import { challenged, setup } from './two-factor.steps.ts';

/** Staff who must have a second factor and have none: what their app needs, before any token. */
export async function startSignInEnrolment(
  context: Pick<AppContext, 'db' | 'config'>,
  { challenge }: { challenge: string },
): Promise<TwoFactorSetup> {
  return setup(context, await challenged(context, challenge, 'ENROL'));
}
