import type { User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { auditEventsRepository } from '../audit/public.ts';
import { accountOf, endEverySignIn } from './accounts.steps.ts';
import { twoFactorRepository as secondFactors } from './two-factor.repository.ts';
import { conflict } from './two-factor.steps.ts';
import { usersRepository as users } from './users.repository.ts';

/**
 * An administrator resets another person's second factor (a phone lost): it is gone with its recovery codes, every
 * sign-in of the person ends, and the portal's audit records who did it, in the same transaction. The person enrols
 * again at their next sign-in when it is required of them. Never one's own: another administrator must do it.
 */
export async function resetTwoFactor(
  context: Pick<AppContext, 'db' | 'config'>,
  { actor, id }: { actor: CurrentUser; id: number },
): Promise<User> {
  if (actor.id === id) throw conflict('cannotResetOwn');
  await context.db.transaction(async (tx) => {
    const user = await users.find(tx, id, { lock: true });
    if (!user) throw notFound('user');
    if (!user.totpEnabledAt) throw conflict('notEnabledFor');
    const by = await users.find(tx, actor.id);
    await endEverySignIn(tx, id, secondFactors.noSecondFactor);
    await secondFactors.removeRecoveryCodes(tx, id);
    await auditEventsRepository.record(tx, {
      actor: { id: actor.id, name: by ? `${by.firstName} ${by.lastName}`.trim() : actor.username },
      action: 'TWO_FACTOR_RESET',
      subjectUserId: id,
      details: { enrolledAt: user.totpEnabledAt.toISOString() },
    });
  });
  return accountOf(context, id);
}
