import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Codes of an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s steps, what every app reads from a QR code),
 * through otplib. A code is good for the step it was made in and the one before or after it (a phone's clock a little
 * off); `afterStep` refuses a step already used, and the caller records the step it accepted.
 */
export const TOTP_PERIOD_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

/** The step a code of `secret` was made in, if it is one of now's (±1 step) and later than `afterStep`. */
export async function matchingStep(
  secret: string,
  code: string,
  afterStep: number | null,
  now = Date.now(),
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The code an app shows at `now` (the tests' authenticator, the demonstration's). */
export const totpCode = (secret: string, now = Date.now()) => generate({ secret, epoch: Math.floor(now / 1000) });

/** What an authenticator app needs: the secret to type, the otpauth:// address, the QR code of it as SVG. */
export async function totpSetup(secret: string, issuer: string, account: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

const SEALED = 'v1';

/**
 * Seals TOTP secrets in the database (AES-256-GCM) with a key derived from JWT_SECRET alone: a copy of the database
 * (a dump, a stolen disk, an unencrypted backup) holds no secret that makes codes. Not from the token key in
 * `system_meta`, which a breach drill replaces: that would make every secret unreadable and lock the committee out.
 * The person's id is bound to the sealed value, so a value copied into another person's row does not open.
 */
export function createSecretBox(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'portal', 'second-factor secrets', 32));
  return {
    seal(secret: string, userId: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(String(userId)));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${SEALED}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },
    /** The secret, or undefined when it cannot be opened (JWT_SECRET changed since, or the value was tampered with). */
    open(value: string, userId: number): string | undefined {
      const [version, iv, sealed] = value.split('.');
      if (version !== SEALED || !iv || !sealed) return undefined;
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(String(userId)))
          .setAuthTag(bytes.subarray(bytes.length - 16));
        return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
