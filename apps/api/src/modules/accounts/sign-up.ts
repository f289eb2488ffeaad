import type { SignUpInput } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { tokenMail } from './accounts.mail.ts';
import { assertCurrentNotice, conflict } from './accounts.steps.ts';
import { tokensRepository } from './tokens.repository.ts';
import { usersRepository as users } from './users.repository.ts';

/** Creates the account and writes the mail with its link in one transaction; the mail leaves once committed. */
export async function signUp(
  { db, config, outbox }: Pick<AppContext, 'db' | 'config' | 'outbox'>,
  { body, locale }: { body: SignUpInput; locale: string },
): Promise<void> {
  assertCurrentNotice(body.privacyNoticeVersion, 'privacyNoticeVersion');
  if (await users.usernameTaken(db, body.username)) throw conflict('username');
  if (await users.emailTaken(db, body.email)) throw conflict('email');
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction(async (tx) => {
      const user = await users.insert(tx, {
        firstName: body.firstName,
        lastName: body.lastName,
        username: body.username,
        email: body.email,
        passwordHash,
        locale,
        privacyNoticeVersion: body.privacyNoticeVersion,
        privacyAcceptedAt: new Date(),
      });
      const token = await tokensRepository.issue(tx, user.id, 'VERIFY_EMAIL');
      await outbox.enqueue(tx, tokenMail(config.publicUrl, 'verify', user, token));
    });
    void outbox.deliver();
  } catch (error) {
    if (isUniqueViolation(error))
      throw (await users.usernameTaken(db, body.username)) ? conflict('username') : conflict('email');
    throw error;
  }
}
