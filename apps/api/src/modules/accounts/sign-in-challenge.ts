import { createHmac } from 'node:crypto';
import { INT32_MAX } from '@portal/shared/fields';
import type { SecondFactorChallenge, SecondFactorStep } from '@portal/shared/two-factor';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { Conn } from '../../db/client.ts';
import { type StoredTokenKey, tokenKeyRepository } from '../../lib/token-key.ts';

/** Long enough to install an authenticator app and scan the code on a slow phone; the password is asked again after. */
export const CHALLENGE_MINUTES = 10;

const PURPOSE = 'second-factor';
const TYPE = 'second-factor-challenge';

export type ChallengeClaims = { userId: number; version: number; step: SecondFactorStep };

/**
 * The token a right password earns when a second factor is asked: good for ten minutes and only for the second
 * step's calls. It names the person, their token version (a sign-out, a reset of their second factor or a breach
 * drill ends it) and the step. Its key is HMAC(JWT_SECRET, the token key in force) under another label than bearer
 * tokens': neither half alone makes one, a breach drill that replaces the token key ends every challenge, and a
 * challenge never checks out as a bearer token (nor does it carry a role); its type and purpose are checked too.
 */
export function createSignInChallenges(jwtSecret: string, db: Conn) {
  const keyOf = (stored: StoredTokenKey) =>
    createHmac('sha256', jwtSecret).update(`${PURPOSE}:${stored.material}`).digest();

  return {
    async issue(claims: ChallengeClaims, now = new Date()): Promise<SecondFactorChallenge> {
      const stored = await tokenKeyRepository.current(db);
      const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
      const challenge = await new SignJWT({ pur: PURPOSE, ver: claims.version, step: claims.step })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE, kid: stored.id })
        .setSubject(String(claims.userId))
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(keyOf(stored));
      return { step: claims.step, challenge, expiresAt: expiresAt.toISOString() };
    },

    /** The claims of a challenge still good; undefined for one expired, of a replaced key, forged or malformed. */
    async read(challenge: string): Promise<ChallengeClaims | undefined> {
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(challenge);
      } catch {
        return undefined;
      }
      const stored = await tokenKeyRepository.current(db);
      if (header.typ !== TYPE || header.kid !== stored.id) return undefined;
      try {
        const { payload } = await jwtVerify(challenge, keyOf(stored), {
          algorithms: ['HS256'],
          typ: TYPE,
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        const { pur, ver, step } = payload;
        const validId = Number.isInteger(userId) && userId >= 1 && userId <= INT32_MAX;
        if (pur !== PURPOSE || !validId || !Number.isInteger(ver)) return undefined;
        if (step !== 'CODE' && step !== 'ENROL') return undefined;
        return { userId, version: ver as number, step };
      } catch {
        return undefined;
      }
    },
  };
}
export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
