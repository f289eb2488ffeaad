import { z } from 'zod';
import { PASSWORD_MAX, signInResponseSchema, userSchema } from './accounts.ts';

export { type TwoFactorStatus, twoFactorStatusSchema } from './accounts.ts';

/**
 * Two-factor sign-in for the committee (TOTP, RFC 6238: 6 digits, 30 s steps) with single-use recovery codes.
 *
 * The calls:
 * - `POST /auth/sign-in` answers either `{ user, token }` (signed in) or a `SecondFactorChallenge` (`signInAnswerSchema`,
 *   200 both): the password was right, and the person must now give a code (`step: 'CODE'`) or, when
 *   `STAFF_2FA=required` and they have none, enrol one first (`step: 'ENROL'`). The challenge lasts ten minutes and is
 *   good only for the calls below (never a bearer token). Only staff ever get one; applicants sign in at once.
 * - `POST /auth/sign-in/code` `{ challenge, code }` → `{ user, token }`: a code of the app, or one recovery code.
 * - `POST /auth/sign-in/enrol` `{ challenge }` → `TwoFactorSetup` (asked again before it is confirmed: the same
 *   secret); `POST /auth/sign-in/enrol/confirm` `{ challenge, code }` (a code of the app) → `{ user, token,
 *   recoveryCodes }`.
 * - Signed in (from the account settings; staff only, an applicant gets 403): `POST /users/me/two-factor` →
 *   `TwoFactorSetup` (409 when already on); `POST /users/me/two-factor/confirm` `{ code }` → `{ recoveryCodes }`;
 *   `POST /users/me/two-factor/recovery-codes` `{ code }` (a code of the app) → `{ recoveryCodes }` (a new set; the
 *   old ones stop working); `DELETE /users/me/two-factor` `{ password }` → `User` (409 while it is required of them).
 * - `DELETE /users/{id}/two-factor` (administrators) → `User`: resets another person's second factor, ends their
 *   sign-ins, and is audited; they enrol again at their next sign-in. One's own: 409; without one: 409.
 * - `GET /users/me` and the users list carry `twoFactor` (`TwoFactorStatus`).
 *
 * Refusals: a wrong or already used code `400 WRONG_CODE` (message on the field `code`); a code of the wrong shape
 * `400 VALIDATION_FAILED` on `code`; a challenge expired, ended (a sign-out, a reset, a breach drill) or not one
 * `401 TOKEN_EXPIRED` (the password again); too many wrong codes `429 RATE_LIMITED` with `Retry-After`; states
 * (already on, nothing to confirm, required, one's own reset) `409 CONFLICT`. Decision 565.
 */

/** A TOTP code as typed or pasted: spaces and dashes are ignored; or a recovery code (`xxxxx-xxxxx`). */
export const totpCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.totpCode'));

/** A code of the app or a recovery code: 6 digits, or 10 letters and digits (dashes and spaces ignored, any case). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, 'validation.secondFactorCode'));

export const secondFactorSteps = ['CODE', 'ENROL'] as const;
export type SecondFactorStep = (typeof secondFactorSteps)[number];

export const secondFactorChallengeSchema = z.object({
  step: z.enum(secondFactorSteps),
  /** Opaque, short-lived; sent back with the code. */
  challenge: z.string(),
  /** ISO 8601 date-time after which the password must be given again. */
  expiresAt: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What `POST /auth/sign-in` answers to a right password: signed in, or the second factor asked. */
export const signInAnswerSchema = z.union([signInResponseSchema, secondFactorChallengeSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const challengeCodeSchema = z.object({ challenge: z.string().min(1).max(2000), code: secondFactorCodeSchema });
export type ChallengeCodeInput = z.infer<typeof challengeCodeSchema>;

export const challengeSchema = z.object({ challenge: z.string().min(1).max(2000) });

/** What an authenticator app needs: the secret (to type), the otpauth:// address, and the same as a QR code (SVG). */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const totpConfirmSchema = z.object({ code: totpCodeSchema });

/** `DELETE /users/me/two-factor`: the password confirms that the person at the keyboard is the account's. */
export const twoFactorRemovalSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });

/** Recovery codes are shown once, when made; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const enrolledSignInSchema = z.object({
  user: userSchema,
  token: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type EnrolledSignIn = z.infer<typeof enrolledSignInSchema>;
