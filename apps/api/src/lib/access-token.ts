import { createHmac } from 'node:crypto';
import type { UserRole } from '@portal/shared/enums';
import { INT32_MAX } from '@portal/shared/fields';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Conn } from '../db/client.ts';
import { type StoredTokenKey, tokenKeyRepository } from './token-key.ts';

/** `keyId`: the key the token was signed with (its `kid`); it must still be the one in force (lib/token-key.ts). */
export type AccessClaims = { userId: number; role: UserRole; version: number; keyId: string };

/** Tokens verified lately, at most this many: a signed-in person's next requests skip the signature check. */
const KEPT_TOKENS = 10_000;

type SigningKey = { id: string; key: Uint8Array };

/**
 * Signed (HS256) and expiring bearer tokens. `ver` must match the user's tokenVersion, and the key the token names
 * (`kid`) must be the one in force in the database, or the token is dead: both are read by the sign-in state query of
 * every signed-in request (plugins/auth.ts). The signing key is HMAC(secret, the key's random material); this process
 * holds the one it last read, and reads it again when a token or the sign-in state names another. A replaced key is
 * never taken back, so its tokens are refused here without asking the database again.
 */
export function createAccessTokens(secret: string, ttlHours: number, db: Conn) {
  let current: SigningKey | undefined;
  const replaced = new Set<string>();
  let reading: Promise<SigningKey> | undefined;
  // A token's claims never change: once its signature is checked, it stands until it expires (and while its key is
  // in force). Only good signatures are kept, so nobody can fill this with forged tokens; the oldest go first.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  function adopt(stored: StoredTokenKey): SigningKey {
    // A read that began before a newer key was adopted can end after it: an older key never comes back.
    if (current && (current.id === stored.id || replaced.has(stored.id))) return current;
    if (current) {
      replaced.add(current.id);
      verified.clear();
    }
    current = { id: stored.id, key: createHmac('sha256', secret).update(stored.material).digest() };
    return current;
  }

  /** Reads the key in force; reads asked for while one is under way share it (at most one at a time). */
  function reload(): Promise<SigningKey> {
    reading ??= tokenKeyRepository
      .current(db)
      .then(adopt)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    ttlSeconds: ttlHours * 3600,
    /** Signs with the key in force now, read from the database (a sign-in is rare; another server may have replaced it). */
    async sign(claims: Omit<AccessClaims, 'keyId'>): Promise<string> {
      const key = adopt(await tokenKeyRepository.current(db));
      return new SignJWT({ role: claims.role, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', kid: key.id })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key.key);
    },
    /**
     * Returns the claims; 'expired' for a token past its expiry or of a key replaced since (a breach drill); undefined
     * for anything forged or malformed.
     */
    async verify(token: string): Promise<AccessClaims | 'expired' | undefined> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return 'expired';
      }
      let keyId: unknown;
      try {
        keyId = decodeProtectedHeader(token).kid;
      } catch {
        return undefined;
      }
      if (typeof keyId !== 'string') return undefined;
      if (replaced.has(keyId)) return 'expired';
      let key = current ?? (await reload());
      // A key this process has not seen: another server may have put it in force.
      if (key.id !== keyId) key = await reload();
      if (key.id !== keyId) return replaced.has(keyId) ? 'expired' : undefined;
      try {
        // A token without an expiry would never end: refused like a forged one.
        const { payload } = await jwtVerify(token, key.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const userId = Number(payload.sub);
        const validId = /^\d{1,10}$/.test(payload.sub ?? '') && userId >= 1 && userId <= INT32_MAX;
        if (!validId || typeof payload.ver !== 'number' || !Number.isInteger(payload.ver)) return undefined;
        const claims = { userId, role: payload.role as UserRole, version: payload.ver, keyId };
        if (verified.size >= KEPT_TOKENS) verified.delete(verified.keys().next().value as string);
        // jose refuses a token once `exp` (seconds) is not after the current second.
        verified.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
        return claims;
      } catch (error) {
        return error instanceof joseErrors.JWTExpired ? 'expired' : undefined;
      }
    },
    /**
     * The sign-in state named the key in force (`keyId`): if it is not the one held here, another server replaced it,
     * so read it again (in the background: the request that told it is judged by the ids alone).
     */
    noticeKey(keyId: string | null): void {
      if (keyId === null || keyId === current?.id || replaced.has(keyId)) return;
      reload().catch(() => undefined);
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
