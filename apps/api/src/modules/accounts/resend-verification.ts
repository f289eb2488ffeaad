import type { AppContext } from '../../context.ts';
import { tokenMail } from './accounts.mail.ts';
import { tokensRepository } from './tokens.repository.ts';
import { usersRepository as users } from './users.repository.ts';

/** Answers at once, the same whether or not the address is known; the lookup and the mail come after. */
export function resendVerification(
  { config, outbox }: Pick<AppContext, 'config' | 'outbox'>,
  { email }: { email: string },
): void {
  outbox.afterAnswer('resend-verification', async (tx) => {
    const user = await users.byEmail(tx, email);
    if (!user || user.accountVerified || !user.active) return [];
    const token = await tokensRepository.issue(tx, user.id, 'VERIFY_EMAIL');
    return [tokenMail(config.publicUrl, 'verify', user, token)];
  });
}
