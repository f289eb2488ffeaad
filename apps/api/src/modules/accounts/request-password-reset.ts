import type { AppContext } from '../../context.ts';
import { mailLinkAfterAnswer } from './accounts.steps.ts';

/** A forgotten password: a reset link, for an active account; the answer never tells whether it exists. */
export function requestPasswordReset(
  context: Pick<AppContext, 'config' | 'outbox'>,
  { email }: { email: string },
): void {
  mailLinkAfterAnswer(context, email, {
    job: 'forgot-password',
    purpose: 'RESET_PASSWORD',
    mail: 'reset',
    wanted: (user) => user.active,
  });
}
