import type { UserRole } from '@portal/shared/enums';
import { INT32_MAX } from '@portal/shared/fields';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: number; role: UserRole; version: number };

const encoder = new TextEncoder();

/** Tokens verified lately, at most this many: a signed-in person's next requests skip the signature check. */
const KEPT_TOKENS = 10_000;

/** Signed (HS256) and expiring bearer tokens; `ver` must match the user's tokenVersion or the token is dead. */
export function createAccessTokens(secret: string, ttlHours: number) {
  const key = encoder.encode(secret);
  // A token's claims never change: once its signature is checked, it stands until it expires. Only good signatures
  // are kept, so nobody can fill this with forged tokens; the oldest go first.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    ttlSeconds: ttlHours * 3600,
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    /** Returns the claims, 'expired', or undefined for anything forged or malformed. */
    async verify(token: string): Promise<AccessClaims | 'expired' | undefined> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return 'expired';
      }
      try {
        // A token without an expiry would never end: refused like a forged one.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const userId = Number(payload.sub);
        const validId = /^\d{1,10}$/.test(payload.sub ?? '') && userId >= 1 && userId <= INT32_MAX;
        if (!validId || typeof payload.ver !== 'number' || !Number.isInteger(payload.ver)) return undefined;
        const claims = { userId, role: payload.role as UserRole, version: payload.ver };
        if (verified.size >= KEPT_TOKENS) verified.delete(verified.keys().next().value as string);
        // jose refuses a token once `exp` (seconds) is not after the current second.
        verified.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
        return claims;
      } catch (error) {
        return error instanceof joseErrors.JWTExpired ? 'expired' : undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
