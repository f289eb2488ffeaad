import { z } from 'zod';
import { PASSWORD_MAX, signInResponseSchema, userSchema } from './accounts.ts';

export { type TwoFactorStatus, twoFactorStatusSchema } from './accounts.ts';

/**
 * Two-factor sign-in for the committee (TOTP, RFC 6238: 6 digits, 30 s steps) with single-use recovery codes.
 *
 * The calls:
 * - `POST /auth/sign-in` answers either `{ user, token }` (signed in) or a `SecondFactorChallenge`: the password was
 *   right, and the person must now give a code (`step: 'CODE'`) or, when `STAFF_2FA=required` and they have none,
 *   enrol one first (`step: 'ENROL'`). The challenge is short-lived and good only for the calls below.
 * - `POST /auth/sign-in/code` `{ challenge, code }` → `{ user, token }`: a code of the app, or one recovery code.
 * - `POST /auth/sign-in/enrol` `{ challenge }` → `TwoFactorSetup`; `POST /auth/sign-in/enrol/confirm`
 *   `{ challenge, code }` → `{ user, token, recoveryCodes }`.
 * - Signed in (from the account settings): `POST /users/me/two-factor` → `TwoFactorSetup`;
 *   `POST /users/me/two-factor/confirm` `{ code }` → `{ recoveryCodes }`; `POST /users/me/two-factor/recovery-codes`
 *   `{ code }` → `{ recoveryCodes }` (a new set; the old ones stop working); `DELETE /users/me/two-factor`
 *   `{ password }` (refused to staff while it is required).
 * - `DELETE /users/{id}/two-factor` (administrators): resets another person's second factor, ends their sign-ins,
 *   and is audited; they enrol again at their next sign-in.
 * - `GET /users/me` and the users list carry `twoFactor` (`TwoFactorStatus`).
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
