import { invalidField } from '../../lib/app-error.ts';
import type { AccountsContext } from './accounts.context.ts';
import { buildAccountMail, recoveryLink, tokenMail } from './accounts.mail.ts';
import { checkCurrentPassword, conflict, signedInUser } from './accounts.steps.ts';
import { tokensRepository } from './tokens.repository.ts';
import { usersRepository as users } from './users.repository.ts';

/**
 * Needs the current password. Mails a confirmation link to the NEW address (nothing changes until it is opened) and
 * a notice to the CURRENT one, naming the new address, with a way to take the account back.
 */
export async function requestEmailChange(
  context: Pick<AccountsContext, 'db' | 'config' | 'outbox' | 'limits'>,
  { userId, email, currentPassword }: { userId: number; email: string; currentPassword: string },
): Promise<void> {
  const { db, config, outbox } = context;
  const user = await signedInUser(db, userId);
  await checkCurrentPassword(context, user, currentPassword, 'currentPassword');
  if (user.email.toLowerCase() === email.toLowerCase()) throw invalidField('email', 'accounts.sameEmail');
  if (await users.emailTaken(db, email, userId)) throw conflict('email');
  await db.transaction(async (tx) => {
    const token = await tokensRepository.issue(tx, user.id, 'CHANGE_EMAIL', email);
    await outbox.enqueue(tx, [
      tokenMail(config.publicUrl, 'changeEmail', user, token, email),
      buildAccountMail({
        kind: 'emailChangeNotice',
        to: user.email,
        name: user.firstName,
        locale: user.locale,
        link: recoveryLink(config.publicUrl, user.email),
        params: { newEmail: email },
      }),
    ]);
  });
  void outbox.deliver();
}
