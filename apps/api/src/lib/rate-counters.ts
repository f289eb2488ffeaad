import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';

/** A count in its window: how many times, how many bytes, until when. */
export type CounterWindow = { key: string; bucket: number; hits: number; bytes: number; resetsAt: Date };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts shared by every server on the database (the `rate_counters` table): the rate limits, the upload allowances
 * and the periodic jobs' claims read and write them here rather than in one process's memory, so a second server
 * neither doubles anyone's allowance nor runs a job twice. Each count is one statement, atomic in the database. The
 * times are the server's clock (`now`), so tests can move them.
 */
export function createRateCounters(db: Db) {
  return {
    /**
     * Adds `hits` (and `bytes`) to the window of `key` (and `bucket`), or opens a new window ending at `resetsAt`
     * when none is open at `now`; answers the window after the count. One statement: servers counting at once add up.
     */
    async add(
      key: string,
      count: { now: Date; resetsAt: Date; hits?: number; bytes?: number; bucket?: number },
    ): Promise<CounterWindow> {
      const { now, resetsAt, hits = 1, bytes = 0, bucket = 0 } = count;
      const expired = sql`${rateCounters.resetsAt} <= ${at(now)}`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, bucket, hits, bytes, resetsAt })
        .onConflictDoUpdate({
          target: [rateCounters.key, rateCounters.bucket],
          set: {
            hits: sql`case when ${expired} then excluded.hits else ${rateCounters.hits} + excluded.hits end`,
            bytes: sql`case when ${expired} then excluded.bytes else ${rateCounters.bytes} + excluded.bytes end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateCounters.resetsAt} end`,
          },
        })
        .returning();
      return row!;
    },

    /** The windows of these keys still open at `now`, by key and bucket. */
    async open(keys: string[], now: Date): Promise<CounterWindow[]> {
      return db
        .select()
        .from(rateCounters)
        .where(and(inArray(rateCounters.key, keys), gt(rateCounters.resetsAt, now)))
        .orderBy(asc(rateCounters.key), asc(rateCounters.bucket));
    },

    /** Forgets every window of `key`. */
    async clear(key: string): Promise<void> {
      await db.delete(rateCounters).where(eq(rateCounters.key, key));
    },

    /**
     * Claims `key` until `until` when no claim of it is open at `now`: true for the one caller (of every server) that
     * got it, false for the others until the claim ends.
     */
    async claim(key: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .insert(rateCounters)
        .values({ key, hits: 1, resetsAt: until })
        .onConflictDoUpdate({
          target: [rateCounters.key, rateCounters.bucket],
          set: { hits: 1, resetsAt: until },
          setWhere: sql`${rateCounters.resetsAt} <= ${at(now)}`,
        })
        .returning({ key: rateCounters.key });
      return rows.length > 0;
    },

    /** Deletes the windows ended by `now` (the periodic jobs); answers how many. */
    async sweep(now: Date): Promise<number> {
      const rows = await db
        .delete(rateCounters)
        .where(lte(rateCounters.resetsAt, now))
        .returning({ key: rateCounters.key });
      return rows.length;
    },
  };
}
export type RateCounters = ReturnType<typeof createRateCounters>;
