import type { AppContext } from '../../context.ts';
import { tokenMail } from './accounts.mail.ts';
import { tokensRepository } from './tokens.repository.ts';
import { usersRepository as users } from './users.repository.ts';

/** A forgotten password: answers at once, the same whether or not the address is known; the lookup and the link come after. */
export function requestPasswordReset(
  { config, outbox }: Pick<AppContext, 'config' | 'outbox'>,
  { email }: { email: string },
): void {
  outbox.afterAnswer('forgot-password', async (tx) => {
    const user = await users.byEmail(tx, email);
    if (!user?.active) return [];
    const token = await tokensRepository.issue(tx, user.id, 'RESET_PASSWORD');
    return [tokenMail(config.publicUrl, 'reset', user, token)];
  });
}
