import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { apiFolder } from '../lib/package-paths.ts';
import type { Conn, Database } from './client.ts';

export const migrationsFolder = join(apiFolder, 'drizzle');

type Journal = { entries: { idx: number; tag: string; when: number }[] };

function journal(): Journal {
  return JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
}

/** Applies the committed migrations; drizzle records what ran, so running it again changes nothing. */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver's handle type
  const db = database.db as any;
  if (database.kind === 'postgres') await migratePostgres(db, { migrationsFolder: folder });
  else await migratePglite(db, { migrationsFolder: folder });
}

/** Whether this version of the code knows a migration by that tag. */
export const knowsMigration = (tag: string) => journal().entries.some((entry) => entry.tag === tag);

/**
 * Applies the committed migrations up to `tag` and no further (a restore loads rows into the schema they were
 * dumped from, then applies the rest): from a copy of the folder whose journal stops there.
 */
export async function runMigrationsUpTo(database: Database, tag: string): Promise<void> {
  const entries = journal().entries;
  const last = entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`unknown migration ${tag}`);
  const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    const kept = entries.slice(0, last + 1);
    const full = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...full, entries: kept }));
    for (const entry of kept)
      copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    await runMigrations(database, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The tag of the newest migration applied, read on `conn` (the database, or a transaction's snapshot). */
export async function schemaTag(conn: Conn): Promise<string> {
  const result = await conn.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const last = rows[0];
  if (!last) return 'none';
  const entry = journal().entries.find((e) => e.when === Number(last.created_at));
  return entry?.tag ?? String(last.created_at);
}

/** The tag of the newest migration applied to this database, e.g. "0000_init". */
export const schemaVersion = (database: Database) => schemaTag(database.db);
