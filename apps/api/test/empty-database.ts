import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * Empty databases of the kind the tests run on (a new embedded one, or a new database on the test server), for a
 * migration's test to fill before the migration runs; each is closed and removed after the file's tests.
 */
export function emptyDatabases(prefix: string) {
  const work = mkdtempSync(join(tmpdir(), `portal-${prefix}-`));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(work, { recursive: true, force: true });
  });
  return async function emptyDatabase(): Promise<Database> {
    const database = await (async () => {
      if (inject('testDb') !== 'postgres')
        return openDatabase({ dataDir: join(work, `db-${cleanups.length}`), durability: 'relaxed' });
      const base = inject('postgresUrl');
      const name = `m_${randomBytes(6).toString('hex')}`;
      const admin = await openDatabase({ databaseUrl: base, durability: 'relaxed' });
      await admin.db.execute(`create database ${name}`);
      await admin.close();
      cleanups.push(async () => {
        const cleanup = await openDatabase({ databaseUrl: base, durability: 'relaxed' });
        await cleanup.db.execute(`drop database if exists ${name} with (force)`);
        await cleanup.close();
      });
      return openDatabase({ databaseUrl: base.replace(/\/[^/]*$/, `/${name}`), durability: 'relaxed' });
    })();
    cleanups.unshift(() => database.close());
    return database;
  };
}

/** The rows of a raw query's answer. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
