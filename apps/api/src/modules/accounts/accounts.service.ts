import type {
  ChangePasswordInput,
  ResetPasswordInput,
  SignInResponse,
  SignUpInput,
  User,
} from '@portal/shared/accounts';
import { privacyNotice } from '@portal/shared/privacy-notice';
import type { SignInAnswer } from '@portal/shared/two-factor';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { AVATAR_BUCKET, toUser } from './accounts.dto.ts';
import { buildAccountMail, linkFor, recoveryLink } from './accounts.mail.ts';
import { createAccountLimits } from './accounts.rate-limits.ts';
import type { PersonEraser } from './person-erasers.ts';
import { createSignInChallenges } from './sign-in-challenge.ts';
import { tokensRepository } from './tokens.repository.ts';
import { secondFactorStep } from './two-factor.rules.ts';
import { type UserRow, usersRepository as users } from './users.repository.ts';

const tokenInvalid = () =>
  new AppError('BAD_REQUEST', {
    key: 'accounts.tokenInvalid',
    fieldErrors: [{ field: 'token', key: 'accounts.tokenInvalid' }],
  });
const conflict = (field: 'username' | 'email') => {
  const key = field === 'username' ? 'accounts.usernameTaken' : 'accounts.emailTaken';
  return new AppError('CONFLICT', { key, fieldErrors: [{ field, key }] });
};
const lastAdmin = () => new AppError('CONFLICT', { key: 'accounts.lastAdmin' });

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
async function endEverySignIn(conn: Conn, userId: number, changes: Partial<UserRow> = {}) {
  await tokensRepository.voidPending(conn, userId);
  return users.updateAndRevoke(conn, userId, changes);
}

/**
 * Someone must run the portal: the last active administrator can be neither removed, deactivated nor demoted.
 * Inside a transaction: the count locks the administrators' rows, so two such changes at once cannot both pass.
 */
async function assertNotLastAdmin(tx: Conn, user: UserRow): Promise<void> {
  if (user.role === 'ADMIN' && user.active && (await users.countActiveAdmins(tx)) <= 1) throw lastAdmin();
}

/**
 * Sign-up, verification, sign-in, passwords, e-mail change and account deletion (the person's own account), and
 * the two rules user administration shares: ending every sign-in, and never removing the last administrator.
 */
export function createAccountsService({
  db,
  config,
  outbox,
  files,
  accessTokens,
  erasers,
}: Pick<AppContext, 'db' | 'config' | 'outbox' | 'files' | 'accessTokens'> & {
  erasers: PersonEraser[];
}) {
  const limits = createAccountLimits();
  const challenges = createSignInChallenges(config.jwtSecret, db);
  // Verified against when no account matches, so an unknown login costs as long as a wrong password.
  const dummyHash = hashPassword('no-such-account-placeholder');

  function tokenMail(kind: 'verify' | 'reset' | 'changeEmail', user: UserRow, token: string, to = user.email) {
    return buildAccountMail({
      kind,
      to,
      name: user.firstName,
      locale: user.locale,
      link: linkFor(config.publicUrl, kind, token),
    });
  }

  /** The person as their account shows them (`GET /users/me`). */
  async function account(userId: number): Promise<User> {
    const found = await users.account(db, userId);
    if (!found) throw new AppError('UNAUTHENTICATED');
    return toUser(found, config.staffTwoFactor);
  }

  /** Signed in: a bearer token, once the password (and the second factor, if asked) were right. */
  async function signInAnswer(user: UserRow): Promise<SignInResponse> {
    const token = await accessTokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion });
    // An account in use is never one the retention deletes as abandoned.
    await users.recordSignIn(db, user.id, new Date());
    return { user: await account(user.id), token };
  }

  /** The current password guards changes a stolen sign-in must not make; wrong guesses count per person. */
  async function checkCurrentPassword(user: UserRow, password: string, field: string): Promise<void> {
    const key = `user:${user.id}`;
    limits.currentPassword.assertAllowed(key);
    if (await verifyPassword(user.passwordHash, password)) return;
    limits.currentPassword.record(key);
    throw invalidField(field, 'accounts.wrongPassword');
  }

  async function signedInUser(userId: number): Promise<UserRow> {
    const user = await users.find(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  /**
   * Self-deletion and deletion by an administrator: what other modules keep of the person (the erasers: the papers
   * they sent go, their applications stay for the statistics without what they wrote), the row (profile and mailed
   * links cascade), then the avatar and the files the erasers name.
   */
  async function removeUser(user: UserRow): Promise<void> {
    const afterwards = await db.transaction(async (tx) => {
      await assertNotLastAdmin(tx, user);
      const profile = await users.student(tx, user.id);
      const person = { id: user.id, hasDisability: profile?.hasDisability ?? false };
      const cleanups = [];
      for (const erase of erasers) cleanups.push(await erase(tx, person));
      await users.remove(tx, user.id);
      return cleanups;
    });
    await files.remove(AVATAR_BUCKET, user.avatar);
    await Promise.all(afterwards.map((cleanup) => cleanup?.()));
  }

  return {
    endEverySignIn,
    assertNotLastAdmin,
    removeUser,
    account,
    signInAnswer,
    checkCurrentPassword,

    /** Creates the account and writes the mail with its link in one transaction; the mail leaves once committed. */
    async signUp(body: SignUpInput, locale: string): Promise<void> {
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
          await outbox.enqueue(tx, tokenMail('verify', user, token));
        });
        void outbox.deliver();
      } catch (error) {
        if (isUniqueViolation(error))
          throw (await users.usernameTaken(db, body.username)) ? conflict('username') : conflict('email');
        throw error;
      }
    },

    async verify(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await tokensRepository.consume(tx, token, 'VERIFY_EMAIL');
        if (!row) throw tokenInvalid();
        await users.update(tx, row.userId, { accountVerified: true });
      });
    },

    /** Answers at once, the same whether or not the address is known; the lookup and the mail come after. */
    resendVerification(email: string): void {
      outbox.afterAnswer('resend-verification', async (tx) => {
        const user = await users.byEmail(tx, email);
        if (!user || user.accountVerified || !user.active) return [];
        const token = await tokensRepository.issue(tx, user.id, 'VERIFY_EMAIL');
        return [tokenMail('verify', user, token)];
      });
    },

    /**
     * Failed attempts count per address and account, and per account from anywhere. The account is the person,
     * whichever of their username or e-mail is typed, so switching between the two buys no extra guesses. A right
     * password signs in, or earns the challenge of the second factor asked (decision 565): its code, or for staff who
     * must have one and have none, its enrolment first.
     */
    async signIn(login: string, password: string, address: string): Promise<SignInAnswer> {
      const user = await users.byLogin(db, login);
      const account = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
      const here = `${address}|${account}`;
      limits.signIn.assertAllowed(here);
      limits.signInAccount.assertAllowed(account);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyPassword(await dummyHash, password).then(() => false);
      if (!user || !valid) {
        limits.signIn.record(here);
        limits.signInAccount.record(account);
        throw new AppError('INVALID_CREDENTIALS');
      }
      limits.signIn.reset(here);
      if (!user.active) throw new AppError('ACCOUNT_DISABLED');
      if (!user.accountVerified) throw new AppError('ACCOUNT_NOT_VERIFIED', { key: 'accounts.notVerified' });
      const step = secondFactorStep(user, config.staffTwoFactor);
      if (step) return challenges.issue({ userId: user.id, version: user.tokenVersion, step });
      return signInAnswer(user);
    },

    /** Answers at once, the same whether or not the address is known; the lookup and the link come after. */
    forgotPassword(email: string): void {
      outbox.afterAnswer('forgot-password', async (tx) => {
        const user = await users.byEmail(tx, email);
        if (!user?.active) return [];
        const token = await tokensRepository.issue(tx, user.id, 'RESET_PASSWORD');
        return [tokenMail('reset', user, token)];
      });
    },

    /** The link proves the address, so a reset also verifies it. Every earlier sign-in and link ends. */
    async resetPassword(body: ResetPasswordInput): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const row = await tokensRepository.consume(tx, body.token, 'RESET_PASSWORD');
        if (!row) throw tokenInvalid();
        await endEverySignIn(tx, row.userId, { passwordHash, accountVerified: true });
      });
    },

    /** Ends every earlier token and link and answers a fresh token, so this device stays signed in. */
    async changePassword(userId: number, body: ChangePasswordInput): Promise<SignInResponse> {
      const user = await signedInUser(userId);
      await checkCurrentPassword(user, body.currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(body.newPassword);
      const updated = await db.transaction((tx) => endEverySignIn(tx, userId, { passwordHash }));
      return signInAnswer(updated!);
    },

    /**
     * Needs the current password. Mails a confirmation link to the NEW address (nothing changes until it is
     * opened) and a notice to the CURRENT one, naming the new address, with a way to take the account back.
     */
    async requestEmailChange(userId: number, email: string, currentPassword: string): Promise<void> {
      const user = await signedInUser(userId);
      await checkCurrentPassword(user, currentPassword, 'currentPassword');
      if (user.email.toLowerCase() === email.toLowerCase()) throw invalidField('email', 'accounts.sameEmail');
      if (await users.emailTaken(db, email, userId)) throw conflict('email');
      await db.transaction(async (tx) => {
        const token = await tokensRepository.issue(tx, user.id, 'CHANGE_EMAIL', email);
        await outbox.enqueue(tx, [
          tokenMail('changeEmail', user, token, email),
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
    },

    async confirmEmailChange(token: string): Promise<string> {
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
    },

    /** Signs out everywhere: every token and pending link of the person ends. */
    async signOut(userId: number): Promise<void> {
      await db.transaction((tx) => endEverySignIn(tx, userId));
    },

    /** Deletes the person's row (student profile and mailed tokens cascade) and avatar file. */
    async deleteOwnAccount(userId: number, password: string): Promise<void> {
      const user = await signedInUser(userId);
      await checkCurrentPassword(user, password, 'password');
      await removeUser(user);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
