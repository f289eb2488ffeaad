import { randomInt } from 'node:crypto';
import type { SignInResponse, User } from '@portal/shared/accounts';
import type { EnrolledSignIn, RecoveryCodes, SecondFactorStep, TwoFactorSetup } from '@portal/shared/two-factor';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { auditEventsRepository } from '../audit/public.ts';
import { createSecondFactorLimits } from './accounts.rate-limits.ts';
import type { AccountsService } from './accounts.service.ts';
import { createSignInChallenges } from './sign-in-challenge.ts';
import { createSecretBox, matchingStep, newTotpSecret, totpSetup } from './totp.ts';
import { twoFactorRepository as secondFactors } from './two-factor.repository.ts';
import { secondFactorRequired } from './two-factor.rules.ts';
import { type UserRow, usersRepository as users } from './users.repository.ts';

const RECOVERY_CODES = 10;
/** Letters and digits that cannot be taken for one another when copied by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Ten codes of ten characters (49 bits each), shown `abcde-fghjk`; typed with or without the dash, in any case. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const code = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
/** The form a code is checked in: the schema drops dashes and spaces and lowers the case. */
const typed = (code: string) => code.replace('-', '');

/** The challenge is too old, was ended (a sign-out, a reset, a breach drill) or is not one: the password again. */
const challengeLost = () => new AppError('TOKEN_EXPIRED', { key: 'two-factor.challengeExpired' });
const wrongCode = () => new AppError('WRONG_CODE', { fieldErrors: [{ field: 'code', key: 'errors.WRONG_CODE' }] });
const conflict = (key: string) => new AppError('CONFLICT', { key: `two-factor.${key}` });

/**
 * The second factor (decision 565): the sign-in's second step, enrolment at sign-in and from the account settings,
 * recovery codes, removal, and an administrator's reset. Secrets are sealed in the database; a code's step is used
 * once; wrong codes count per account and address and per account.
 */
export function createTwoFactorService({
  db,
  config,
  accounts,
}: Pick<AppContext, 'db' | 'config'> & { accounts: AccountsService }) {
  const box = createSecretBox(config.jwtSecret);
  const challenges = createSignInChallenges(config.jwtSecret, db);
  const limits = createSecondFactorLimits();
  // What the authenticator app shows the account under: this installation's address, and the user name.
  const issuer = new URL(config.publicUrl).host;

  async function challenged(challenge: string, step: SecondFactorStep): Promise<UserRow> {
    const claims = await challenges.read(challenge);
    if (!claims || claims.step !== step) throw challengeLost();
    const user = await users.find(db, claims.userId);
    // An enrolment already done elsewhere, or a second factor reset since the code was asked, ends the challenge too.
    const enabled = Boolean(user?.totpEnabledAt);
    if (!user?.active || user.tokenVersion !== claims.version || enabled !== (step === 'CODE')) throw challengeLost();
    return user;
  }

  async function signedIn(userId: number): Promise<UserRow> {
    const user = await users.find(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  /** The secret of a sealed value; a value sealed under another JWT_SECRET cannot be used (409, saying what to do). */
  function opened(sealed: string, user: UserRow): string {
    const secret = box.open(sealed, user.id);
    if (secret === undefined) throw conflict('secretUnreadable');
    return secret;
  }

  /** Wrong codes count per account and address, and per account from anywhere; a right one clears the first. */
  async function guarded<T>(user: UserRow, address: string, check: () => Promise<T | undefined>): Promise<T> {
    const account = `user:${user.id}`;
    const here = `${address}|${account}`;
    limits.code.assertAllowed(here);
    limits.codeAccount.assertAllowed(account);
    const accepted = await check();
    if (accepted === undefined) {
      limits.code.record(here);
      limits.codeAccount.record(account);
      throw wrongCode();
    }
    limits.code.reset(here);
    return accepted;
  }

  /** A code of the app in use, its step then used: the same code, or an earlier one, is refused after. */
  async function acceptAppCode(user: UserRow, code: string): Promise<true | undefined> {
    const step = await matchingStep(opened(user.totpSecret!, user), code, user.totpLastStep);
    return step !== undefined && (await secondFactors.acceptStep(db, user.id, step)) ? true : undefined;
  }

  /** A recovery code not used yet, then used: each works once. */
  async function acceptRecoveryCode(user: UserRow, code: string): Promise<true | undefined> {
    for (const { id, codeHash } of await secondFactors.unusedRecoveryCodes(db, user.id))
      if (await verifyPassword(codeHash, code))
        return (await secondFactors.useRecoveryCode(db, id, new Date())) || undefined;
    return undefined;
  }

  /** A new set of recovery codes, hashed (argon2, as passwords: see decision 565) before any transaction opens. */
  async function recoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = newRecoveryCodes();
    return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(typed(code)))) };
  }

  /** What the app needs; a setup asked again shows the same secret until its first code confirms it. */
  async function setup(user: UserRow): Promise<TwoFactorSetup> {
    const pending = user.totpPendingSecret ? box.open(user.totpPendingSecret, user.id) : undefined;
    const secret = pending ?? newTotpSecret();
    if (!pending) await secondFactors.setPending(db, user.id, box.seal(secret, user.id));
    return totpSetup(secret, issuer, user.username);
  }

  /** The pending secret's first code turns it on, with a first set of recovery codes. */
  async function enable(user: UserRow, code: string, address: string): Promise<string[]> {
    const sealed = user.totpPendingSecret;
    if (user.totpEnabledAt) throw conflict('alreadyEnabled');
    if (!sealed) throw conflict('noSetup');
    const secret = opened(sealed, user);
    const step = await guarded(user, address, () => matchingStep(secret, code, null));
    const { codes, hashes } = await recoveryCodes();
    await db.transaction(async (tx) => {
      if (!(await secondFactors.enable(tx, user.id, sealed, step, new Date()))) throw conflict('setupChanged');
      await secondFactors.replaceRecoveryCodes(tx, user.id, hashes);
    });
    return codes;
  }

  return {
    /** The sign-in's second step: a code of the app, or one recovery code. */
    async signInWithCode(challenge: string, code: string, address: string): Promise<SignInResponse> {
      const user = await challenged(challenge, 'CODE');
      await guarded(user, address, () =>
        code.length === 6 ? acceptAppCode(user, code) : acceptRecoveryCode(user, code),
      );
      return accounts.signInAnswer(user);
    },

    /** Staff who must have a second factor and have none: what their app needs, before any token. */
    async startSignInEnrolment(challenge: string): Promise<TwoFactorSetup> {
      return setup(await challenged(challenge, 'ENROL'));
    },

    /** The enrolment's first code: the second factor on, signed in, and the recovery codes to keep. */
    async confirmSignInEnrolment(challenge: string, code: string, address: string): Promise<EnrolledSignIn> {
      const user = await challenged(challenge, 'ENROL');
      const recoveryCodes = await enable(user, code, address);
      return { ...(await accounts.signInAnswer(user)), recoveryCodes };
    },

    /** From the account settings: staff without a second factor set one up. */
    async startSetup(userId: number): Promise<TwoFactorSetup> {
      const user = await signedIn(userId);
      if (user.totpEnabledAt) throw conflict('alreadyEnabled');
      return setup(user);
    },

    async confirmSetup(userId: number, code: string, address: string): Promise<RecoveryCodes> {
      return { recoveryCodes: await enable(await signedIn(userId), code, address) };
    },

    /** A new set of recovery codes, for a code of the app: the earlier ones, used or not, stop working. */
    async replaceRecoveryCodes(userId: number, code: string, address: string): Promise<RecoveryCodes> {
      const user = await signedIn(userId);
      if (!user.totpEnabledAt) throw conflict('notEnabled');
      await guarded(user, address, () => acceptAppCode(user, code));
      const { codes, hashes } = await recoveryCodes();
      await db.transaction((tx) => secondFactors.replaceRecoveryCodes(tx, user.id, hashes));
      return { recoveryCodes: codes };
    },

    /** Turns the own second factor off, with the password; not while it is required of the person. */
    async remove(userId: number, password: string): Promise<User> {
      const user = await signedIn(userId);
      if (secondFactorRequired(user.role, config.staffTwoFactor)) throw conflict('required');
      if (!user.totpEnabledAt) throw conflict('notEnabled');
      await accounts.checkCurrentPassword(user, password, 'password');
      await db.transaction(async (tx) => {
        await users.update(tx, user.id, secondFactors.noSecondFactor);
        await secondFactors.removeRecoveryCodes(tx, user.id);
      });
      return accounts.account(user.id);
    },

    /**
     * An administrator resets another person's second factor (a phone lost): it is gone with its recovery codes, every
     * sign-in of the person ends, and the portal's audit records who did it, in the same transaction. The person enrols
     * again at their next sign-in when it is required of them. Never one's own: another administrator must do it.
     */
    async reset(actor: CurrentUser, id: number): Promise<User> {
      if (actor.id === id) throw conflict('cannotResetOwn');
      await db.transaction(async (tx) => {
        const user = await users.find(tx, id, { lock: true });
        if (!user) throw notFound('user');
        if (!user.totpEnabledAt) throw conflict('notEnabledFor');
        const by = await users.find(tx, actor.id);
        await accounts.endEverySignIn(tx, id, secondFactors.noSecondFactor);
        await secondFactors.removeRecoveryCodes(tx, id);
        await auditEventsRepository.record(tx, {
          actor: { id: actor.id, name: by ? `${by.firstName} ${by.lastName}`.trim() : actor.username },
          action: 'TWO_FACTOR_RESET',
          subjectUserId: id,
          details: { enrolledAt: user.totpEnabledAt.toISOString() },
        });
      });
      return accounts.account(id);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
