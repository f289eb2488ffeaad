import type {
  ChangePasswordInput,
  ResetPasswordInput,
  SignInResponse,
  SignUpInput,
  User,
} from '@portal/shared/accounts';
import type { FastifyInstance } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { AVATAR_BUCKET, toUser } from './accounts.dto.ts';
import { buildAccountMail, type MailKind } from './accounts.mail.ts';
import { tokensRepository } from './tokens.repository.ts';
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
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Sign-up, verification, sign-in, passwords, e-mail change and account deletion (the person's own account). */
export function createAccountsService(app: FastifyInstance) {
  const db = app.db;
  // Verified against when no account matches, so an unknown login costs as long as a wrong password.
  const dummyHash = hashPassword('no-such-account-placeholder');

  async function mail(kind: MailKind, user: UserRow, token: string, to = user.email) {
    await app.mailer.send(
      buildAccountMail({ kind, to, name: user.firstName, locale: user.locale, publicUrl: app.config.publicUrl, token }),
    );
  }

  async function signInAnswer(user: UserRow): Promise<SignInResponse> {
    const token = await app.accessTokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion });
    return { user: toUser(user, await users.student(db, user.id)), token };
  }

  return {
    /** Creates the account and mails the link in one transaction: if the mail fails nothing is kept. */
    async signUp(body: SignUpInput, locale: string): Promise<void> {
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
          });
          const token = await tokensRepository.issue(tx, user.id, 'VERIFY_EMAIL');
          await mail('verify', user, token);
        });
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

    /** Answers the same whether or not the address is known; only a mail failure shows. */
    async resendVerification(email: string): Promise<void> {
      const user = await users.byEmail(db, email);
      if (!user || user.accountVerified || !user.active) return;
      await db.transaction(async (tx) => {
        const token = await tokensRepository.issue(tx, user.id, 'VERIFY_EMAIL');
        await mail('verify', user, token);
      });
    },

    async signIn(login: string, password: string): Promise<SignInResponse> {
      const user = await users.byLogin(db, login);
      if (!user) {
        await verifyPassword(await dummyHash, password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INVALID_CREDENTIALS');
      if (!user.active) throw new AppError('ACCOUNT_DISABLED');
      if (!user.accountVerified) throw new AppError('ACCOUNT_NOT_VERIFIED', { key: 'accounts.notVerified' });
      return signInAnswer(user);
    },

    async forgotPassword(email: string): Promise<void> {
      const user = await users.byEmail(db, email);
      if (!user?.active) return;
      await db.transaction(async (tx) => {
        const token = await tokensRepository.issue(tx, user.id, 'RESET_PASSWORD');
        await mail('reset', user, token);
      });
    },

    /** The link proves the address, so a reset also verifies it. Every earlier sign-in ends. */
    async resetPassword(body: ResetPasswordInput): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const row = await tokensRepository.consume(tx, body.token, 'RESET_PASSWORD');
        if (!row) throw tokenInvalid();
        await users.updateAndRevoke(tx, row.userId, { passwordHash, accountVerified: true });
      });
    },

    /** Ends every earlier token and answers a fresh one, so this device stays signed in. */
    async changePassword(userId: number, body: ChangePasswordInput): Promise<SignInResponse> {
      const user = await users.byId(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
        throw invalidField('currentPassword', 'accounts.wrongPassword');
      const updated = await users.updateAndRevoke(db, userId, { passwordHash: await hashPassword(body.newPassword) });
      return signInAnswer(updated!);
    },

    /** Mails a confirmation link to the NEW address; nothing changes until it is opened. */
    async requestEmailChange(userId: number, email: string): Promise<void> {
      const user = await users.byId(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (user.email.toLowerCase() === email.toLowerCase()) throw invalidField('email', 'accounts.sameEmail');
      if (await users.emailTaken(db, email, userId)) throw conflict('email');
      await db.transaction(async (tx) => {
        const token = await tokensRepository.issue(tx, user.id, 'CHANGE_EMAIL', email);
        await mail('changeEmail', user, token, email);
      });
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

    async signOut(userId: number): Promise<void> {
      await users.updateAndRevoke(db, userId);
    },

    /** Deletes the person's row (student profile and mailed tokens cascade) and avatar file. */
    async deleteOwnAccount(userId: number, password: string): Promise<void> {
      const user = await users.byId(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (!(await verifyPassword(user.passwordHash, password)))
        throw invalidField('password', 'accounts.wrongPassword');
      await removeUser(app, user);
    },

    async me(userId: number): Promise<User> {
      const user = await users.byId(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return toUser(user, await users.student(db, userId));
    },
  };
}

/** Shared by self-deletion and admin deletion: refuses to remove the last active administrator. */
export async function removeUser(app: FastifyInstance, user: UserRow): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (user.role === 'ADMIN' && user.active && (await users.countActiveAdmins(tx)) <= 1)
      throw new AppError('CONFLICT', { key: 'accounts.lastAdmin' });
    await users.remove(tx, user.id);
  });
  await app.files.remove(AVATAR_BUCKET, user.avatar);
}
