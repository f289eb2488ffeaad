import { randomInt } from 'node:crypto';
import type { SecondFactorStep, TwoFactorSetup } from '@portal/shared/two-factor';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsContext } from './accounts.context.ts';
import { createSignInChallenges } from './sign-in-challenge.ts';
import { createSecretBox, matchingStep, newTotpSecret, totpSetup } from './totp.ts';
import { twoFactorRepository as secondFactors } from './two-factor.repository.ts';
import { type UserRow, usersRepository as users } from './users.repository.ts';

/**
 * What the second factor's use cases share (decision 565): secrets are sealed in the database with a key derived from
 * JWT_SECRET; a code's step is used once; wrong codes count per account and address and per account.
 */

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
export const conflict = (key: string) => new AppError('CONFLICT', { key: `two-factor.${key}` });

/** The person a sign-in's challenge names, while it still holds for `step`. */
export async function challenged(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  challenge: string,
  step: SecondFactorStep,
): Promise<UserRow> {
  const claims = await createSignInChallenges(config.jwtSecret, db).read(challenge);
  if (!claims || claims.step !== step) throw challengeLost();
  const user = await users.find(db, claims.userId);
  // An enrolment already done elsewhere, or a second factor reset since the code was asked, ends the challenge too.
  const enabled = Boolean(user?.totpEnabledAt);
  if (!user?.active || user.tokenVersion !== claims.version || enabled !== (step === 'CODE')) throw challengeLost();
  return user;
}

/** The secret of a sealed value; a value sealed under another JWT_SECRET cannot be used (409, saying what to do). */
function opened(config: AppContext['config'], sealed: string, user: UserRow): string {
  const secret = createSecretBox(config.jwtSecret).open(sealed, user.id);
  if (secret === undefined) throw conflict('secretUnreadable');
  return secret;
}

/** Wrong codes count per account and address, and per account from anywhere; a right one clears the first. */
export async function guarded<T>(
  { codeLimits: limits }: Pick<AccountsContext, 'codeLimits'>,
  user: UserRow,
  address: string,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const account = `user:${user.id}`;
  const here = `${address}|${account}`;
  await limits.code.assertAllowed(here);
  await limits.codeAccount.assertAllowed(account);
  const accepted = await check();
  if (accepted === undefined) {
    await limits.code.record(here);
    await limits.codeAccount.record(account);
    throw wrongCode();
  }
  await limits.code.reset(here);
  return accepted;
}

/** A code of the app in use, its step then used: the same code, or an earlier one, is refused after. */
export async function acceptAppCode(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  user: UserRow,
  code: string,
): Promise<true | undefined> {
  const step = await matchingStep(opened(config, user.totpSecret!, user), code, user.totpLastStep);
  return step !== undefined && (await secondFactors.acceptStep(db, user.id, step)) ? true : undefined;
}

/** A new set of recovery codes, hashed (argon2, as passwords: see decision 565) before any transaction opens. */
export async function recoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = newRecoveryCodes();
  return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(typed(code)))) };
}

/** What the app needs; a setup asked again shows the same secret until its first code confirms it. */
export async function setup({ db, config }: Pick<AppContext, 'db' | 'config'>, user: UserRow): Promise<TwoFactorSetup> {
  const box = createSecretBox(config.jwtSecret);
  const pending = user.totpPendingSecret ? box.open(user.totpPendingSecret, user.id) : undefined;
  const secret = pending ?? newTotpSecret();
  if (!pending) await secondFactors.setPending(db, user.id, box.seal(secret, user.id));
  // What the authenticator app shows the account under: this installation's address, and the user name.
  return totpSetup(secret, new URL(config.publicUrl).host, user.username);
}

/** The pending secret's first code turns it on, with a first set of recovery codes. */
export async function enable(
  context: Pick<AccountsContext, 'db' | 'config' | 'codeLimits'>,
  user: UserRow,
  code: string,
  address: string,
): Promise<string[]> {
  const sealed = user.totpPendingSecret;
  if (user.totpEnabledAt) throw conflict('alreadyEnabled');
  if (!sealed) throw conflict('noSetup');
  const secret = opened(context.config, sealed, user);
  const step = await guarded(context, user, address, () => matchingStep(secret, code, null));
  const { codes, hashes } = await recoveryCodes();
  await context.db.transaction(async (tx) => {
    if (!(await secondFactors.enable(tx, user.id, sealed, step, new Date()))) throw conflict('setupChanged');
    await secondFactors.replaceRecoveryCodes(tx, user.id, hashes);
  });
  return codes;
}
