import type { SignInResponse, User } from '@portal/shared/accounts';
import type { TokenPurpose } from '@portal/shared/enums';
import { privacyNotice } from '@portal/shared/privacy-notice';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AccountsContext } from './accounts.context.ts';
import { toUser } from './accounts.dto.ts';
import { tokenMail } from './accounts.mail.ts';
import { tokensRepository } from './tokens.repository.ts';
import { type UserRow, usersRepository as users } from './users.repository.ts';

/** What the accounts' use cases share and the product never asks for alone. */

export const tokenInvalid = () =>
  new AppError('BAD_REQUEST', {
    key: 'accounts.tokenInvalid',
    fieldErrors: [{ field: 'token', key: 'accounts.tokenInvalid' }],
  });

export const conflict = (field: 'username' | 'email') => {
  const key = field === 'username' ? 'accounts.usernameTaken' : 'accounts.emailTaken';
  return new AppError('CONFLICT', { key, fieldErrors: [{ field, key }] });
};

/**
 * A person accepts the privacy notice in force, never another: a page opened before the notice changed sends the
 * version it showed, and is told to read the new one (409 on `field`).
 */
export function assertCurrentNotice(version: string, field: string): void {
  if (version === privacyNotice.version) return;
  const key = 'accounts.privacyNoticeOutdated';
  throw new AppError('CONFLICT', { key, fieldErrors: [{ field, key }] });
}

/**
 * Ends every way into the account issued so far: bearer tokens (by raising the token version) and mailed links
 * still unused (verification, reset, e-mail change), with `changes` applied in the same transaction. A reset link
 * asked before a password change, or a change of address asked with a stolen sign-in, dies with them.
 */
export async function endEverySignIn(conn: Conn, userId: number, changes: Partial<UserRow> = {}) {
  await tokensRepository.voidPending(conn, userId);
  return users.updateAndRevoke(conn, userId, changes);
}

/**
 * Someone must run the portal: the last active administrator can be neither removed, deactivated nor demoted.
 * Inside a transaction: the count locks the administrators' rows, so two such changes at once cannot both pass.
 */
export async function assertNotLastAdmin(tx: Conn, user: UserRow): Promise<void> {
  if (user.role === 'ADMIN' && user.active && (await users.countActiveAdmins(tx)) <= 1)
    throw new AppError('CONFLICT', { key: 'accounts.lastAdmin' });
}

/**
 * A mailed link asked by address (a new verification link, a forgotten password): answers at once, the same whether
 * or not the address is known; the lookup and the mail come after, to a person `wanted` accepts.
 */
export function mailLinkAfterAnswer(
  { config, outbox }: Pick<AppContext, 'config' | 'outbox'>,
  email: string,
  link: { job: string; purpose: TokenPurpose; mail: 'verify' | 'reset'; wanted: (user: UserRow) => boolean },
): void {
  outbox.afterAnswer(link.job, async (tx) => {
    const user = await users.byEmail(tx, email);
    if (!user || !link.wanted(user)) return [];
    const token = await tokensRepository.issue(tx, user.id, link.purpose);
    return [tokenMail(config.publicUrl, link.mail, user, token)];
  });
}

/** The signed-in person's row; gone since they signed in: 401. */
export async function signedInUser(conn: Conn, userId: number): Promise<UserRow> {
  const user = await users.find(conn, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** The person as their account shows them (`GET /users/me`); gone: 401. */
export async function accountOf({ db, config }: Pick<AppContext, 'db' | 'config'>, userId: number): Promise<User> {
  const found = await users.account(db, userId);
  if (!found) throw new AppError('UNAUTHENTICATED');
  return toUser(found, config.staffTwoFactor);
}

/** Signed in: a bearer token, once the password (and the second factor, if asked) were right. */
export async function signInAnswer(
  context: Pick<AppContext, 'db' | 'config' | 'accessTokens'>,
  user: UserRow,
): Promise<SignInResponse> {
  const token = await context.accessTokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion });
  // An account in use is never one the retention deletes as abandoned.
  await users.recordSignIn(context.db, user.id, new Date());
  return { user: await accountOf(context, user.id), token };
}

/** The current password guards changes a stolen sign-in must not make; wrong guesses count per person. */
export async function checkCurrentPassword(
  { limits }: Pick<AccountsContext, 'limits'>,
  user: UserRow,
  password: string,
  field: string,
): Promise<void> {
  const key = `user:${user.id}`;
  await limits.currentPassword.assertAllowed(key);
  if (await verifyPassword(user.passwordHash, password)) return;
  await limits.currentPassword.record(key);
  throw invalidField(field, 'accounts.wrongPassword');
}
