import type { ResetPasswordInput } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endEverySignIn, tokenInvalid } from './accounts.steps.ts';
import { tokensRepository } from './tokens.repository.ts';

/** The link proves the address, so a reset also verifies it. Every earlier sign-in and link ends. */
export async function resetPassword(
  { db }: Pick<AppContext, 'db'>,
  { body }: { body: ResetPasswordInput },
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const row = await tokensRepository.consume(tx, body.token, 'RESET_PASSWORD');
    if (!row) throw tokenInvalid();
    await endEverySignIn(tx, row.userId, { passwordHash, accountVerified: true });
  });
}
