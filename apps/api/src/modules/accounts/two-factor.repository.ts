import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';

/** Recovery codes not used yet, per person: what the account's second factor status counts. */
export const recoveryCodesLeft = sql<number>`(select count(*) from ${recoveryCodes}
  where ${recoveryCodes.userId} = ${users.id} and ${recoveryCodes.usedAt} is null)`.mapWith(Number);

/** What a person has of a second factor gone: secret, pending setup, last step, recovery codes. */
const noSecondFactor = { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null };

/** SQL of the second factor: the TOTP columns of `users` and the recovery codes. No rules here. */
export const twoFactorRepository = {
  async setPending(conn: Conn, userId: number, sealedSecret: string): Promise<void> {
    await conn.update(users).set({ totpPendingSecret: sealedSecret }).where(eq(users.id, userId));
  },

  /**
   * The pending secret becomes the one in use, its first code's step recorded as used. Only if the pending secret is
   * still the one confirmed: of two confirmations at once, or a setup started again meanwhile, one alone enables.
   */
  async enable(conn: Conn, userId: number, sealedPending: string, step: number, at: Date): Promise<boolean> {
    const rows = await conn
      .update(users)
      .set({ totpSecret: sealedPending, totpPendingSecret: null, totpEnabledAt: at, totpLastStep: step })
      .where(and(eq(users.id, userId), eq(users.totpPendingSecret, sealedPending), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    return rows.length === 1;
  },

  /**
   * Records a code's step as used, if no code of this step or a later one was accepted: of two sign-ins with the same
   * code at once, one alone passes. A sign-in is not a change of the account: `modified` stays.
   */
  async acceptStep(conn: Conn, userId: number, step: number): Promise<boolean> {
    const rows = await conn
      .update(users)
      .set({ totpLastStep: step, modified: sql`${users.modified}` })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return rows.length === 1;
  },

  async unusedRecoveryCodes(conn: Conn, userId: number): Promise<{ id: number; codeHash: string }[]> {
    return conn
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .orderBy(recoveryCodes.id);
  },

  /** Marks a recovery code used, once: false when another request used it first. */
  async useRecoveryCode(conn: Conn, id: number, at: Date): Promise<boolean> {
    const rows = await conn
      .update(recoveryCodes)
      .set({ usedAt: at })
      .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  },

  /** A new set of recovery codes: the earlier ones, used or not, are gone. */
  async replaceRecoveryCodes(conn: Conn, userId: number, hashes: string[]): Promise<void> {
    await conn.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await conn.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  },

  /** The values that, set on the user's row (with `updateAndRevoke` or `update`), remove their second factor. */
  noSecondFactor,

  async removeRecoveryCodes(conn: Conn, userId: number): Promise<void> {
    await conn.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  },
};
