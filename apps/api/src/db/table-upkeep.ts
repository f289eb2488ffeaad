import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The vacuum of a table a run has just rewritten in bulk. Until a table is vacuumed, its readers pay for the rows a
 * bulk write left: each new row version is checked against the commit log at its first reading, and a count read from
 * an index visits the table for every page not yet marked all-visible (the candidates list's first page at 50,000
 * candidates: about 120 ms right after the eligibility check or the scoring, 30 ms once vacuumed). PostgreSQL's
 * autovacuum comes by within a minute or so; the embedded database has none. So a run that rewrote more rows than
 * autovacuum lets pass (50 and a fifth of those it read, its own threshold) marks its table, and the table is
 * vacuumed and analyzed once the run has answered (`run`, from the route's `onResponse`), never while it is awaited.
 * One vacuum at a time; a table marked again meanwhile is vacuumed once more after.
 */
export type TableUpkeep = {
  /** A run rewrote `changed` of the `read` rows it read of `table`: past the threshold, the table is marked. */
  rewrote(table: string, changed: number, read: number): void;
  /** Vacuums and analyzes the marked tables, one after the other; a failure rejects, and the table stays marked. */
  run(): Promise<void>;
  /** The vacuum under way, if any, done (the server waits for it before it closes the database). */
  settled(): Promise<void>;
};

/** Autovacuum's own default threshold: 50 rows and a fifth of the table (here, of what the run read). */
const rewroteEnough = (changed: number, read: number) => changed > 50 + 0.2 * read;

export function createTableUpkeep(db: Db): TableUpkeep {
  const marked = new Set<string>();
  let running: Promise<void> | undefined;

  async function vacuumMarked(): Promise<void> {
    for (const table of marked) {
      marked.delete(table);
      try {
        // Outside any transaction (VACUUM refuses one), on a connection of its own on PostgreSQL.
        await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
      } catch (error) {
        marked.add(table);
        throw error;
      }
    }
  }

  return {
    rewrote(table, changed, read) {
      if (rewroteEnough(changed, read)) marked.add(table);
    },
    run() {
      if (marked.size === 0) return running ?? Promise.resolve();
      // A table marked while a vacuum runs is taken by that run's loop, or by the next call once it ends.
      running ??= vacuumMarked().finally(() => {
        running = undefined;
      });
      return running;
    },
    settled: () => (running ?? Promise.resolve()).catch(() => undefined),
  };
}
