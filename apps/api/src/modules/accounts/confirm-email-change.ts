import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { conflict, tokenInvalid } from './accounts.steps.ts';
import { tokensRepository } from './tokens.repository.ts';
import { usersRepository as users } from './users.repository.ts';

/** The link mailed to the new address applies the change (and proves the address); answers the new address. */
export async function confirmEmailChange(
  { db }: Pick<AppContext, 'db'>,
  { token }: { token: string },
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const row = await tokensRepository.consume(tx, token, 'CHANGE_EMAIL');
      if (!row?.newEmail) throw tokenInvalid();
      if (await users.emailTaken(tx, row.newEmail, row.userId)) throw conflict('email');
      await users.update(tx, row.userId, { email: row.newEmail, accountVerified: true });
      return row.newEmail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email');
    throw error;
  }
}
