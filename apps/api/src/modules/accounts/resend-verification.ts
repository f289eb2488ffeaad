import type { AppContext } from '../../context.ts';
import { mailLinkAfterAnswer } from './accounts.steps.ts';

/** A new verification link, for an active account not verified yet; the answer never tells whether it exists. */
export function resendVerification(context: Pick<AppContext, 'config' | 'outbox'>, { email }: { email: string }): void {
  mailLinkAfterAnswer(context, email, {
    job: 'resend-verification',
    purpose: 'VERIFY_EMAIL',
    mail: 'verify',
    wanted: (user) => !user.accountVerified && user.active,
  });
}
