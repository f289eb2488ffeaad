import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

type Journal = { entries: { idx: number; tag: string; when: number }[] };

function journal(): Journal {
  return JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
}

/** Applies the committed migrations; drizzle records what ran, so running it again changes nothing. */
export async function runMigrations(database: Database): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver's handle type
  const db = database.db as any;
  if (database.kind === 'postgres') await migratePostgres(db, { migrationsFolder });
  else await migratePglite(db, { migrationsFolder });
}

/** The tag of the newest migration applied to this database, e.g. "0000_init". */
export async function schemaVersion(database: Database): Promise<string> {
  const result = await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const last = rows[0];
  if (!last) return 'none';
  const entry = journal().entries.find((e) => e.when === Number(last.created_at));
  return entry?.tag ?? String(last.created_at);
}
