import type { AppContext } from '../../context.ts';
import { tokenInvalid } from './accounts.steps.ts';
import { tokensRepository } from './tokens.repository.ts';
import { usersRepository as users } from './users.repository.ts';

/** The mailed link of a sign-up proves the address. */
export async function verifyEmail({ db }: Pick<AppContext, 'db'>, { token }: { token: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await tokensRepository.consume(tx, token, 'VERIFY_EMAIL');
    if (!row) throw tokenInvalid();
    await users.update(tx, row.userId, { accountVerified: true });
  });
}
