import { createHash, randomBytes } from 'node:crypto';
import type { TokenPurpose } from '@portal/shared/enums';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';

/** How long a mailed link stays valid. */
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 48 * 3600_000,
  RESET_PASSWORD: 3600_000,
  CHANGE_EMAIL: 24 * 3600_000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use mailed tokens: 32 random bytes (base64url) given out once, only their SHA-256 kept. */
export const tokensRepository = {
  async issue(conn: Conn, userId: number, purpose: TokenPurpose, newEmail?: string): Promise<string> {
    // A new link replaces the earlier ones of the same purpose.
    await conn
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    const token = randomBytes(32).toString('base64url');
    await conn.insert(authTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail: newEmail ?? null,
      expiresAt: new Date(Date.now() + tokenLifetimeMs[purpose]),
    });
    return token;
  },
  /** Deletes every unused mailed link of the user (verification, reset, e-mail change): they die with the sign-ins. */
  async voidPending(conn: Conn, userId: number): Promise<void> {
    await conn.delete(authTokens).where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
  },
  /** Deletes every unused mailed link of everyone (a breach drill); answers how many. */
  async voidEveryPending(conn: Conn): Promise<number> {
    const rows = await conn.delete(authTokens).where(isNull(authTokens.usedAt)).returning({ id: authTokens.id });
    return rows.length;
  },
  /** Marks the token used and answers its row, or undefined when unknown, used, expired or of another purpose. */
  async consume(conn: Conn, token: string, purpose: TokenPurpose) {
    const [row] = await conn
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(token)),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    return row;
  },
};
