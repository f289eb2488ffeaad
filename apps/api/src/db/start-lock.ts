import type { Pool } from 'pg';
import type { Database } from './client.ts';

/** The advisory lock's number: any fixed one, the same for every server of the installation. */
const START_LOCK = 581_001;

/**
 * Runs `step` (the migrations, or the seeders) while holding PostgreSQL's advisory lock on a connection of its own:
 * servers started together on one database migrate and seed one after the other, and the later one finds the work
 * done, where at once both would create the same tables or seed the same rows. The embedded database has one server.
 */
export async function oneStartAtATime<T>(database: Database, step: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return step();
  const pool = (database.db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await step();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
    client.release();
  }
}
