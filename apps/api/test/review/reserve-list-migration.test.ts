import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { runMigrations, runMigrationsUpTo } from '../../src/db/migrate.ts';

const work = mkdtempSync(join(tmpdir(), 'portal-reserve-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** An empty database of the kind the tests run on: a new embedded one, or a new database on the server. */
async function emptyDatabase(): Promise<Database> {
  if (inject('testDb') !== 'postgres') return openDatabase({ dataDir: join(work, 'db'), durability: 'relaxed' });
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
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('the reserve list’s migration', () => {
  it('renames the marks already given from PRESELECTED to RESERVE, keeping the others', async () => {
    const database = await emptyDatabase();
    cleanups.unshift(() => database.close());
    await runMigrationsUpTo(database, '0008_withdrawals_publication_date');
    await database.db.execute('create table marks_before (mark ranking_mark)');
    await database.db.execute(`insert into marks_before values ('SELECTED'), ('PRESELECTED'), (null)`);

    await runMigrations(database);

    const marks = rowsOf(await database.db.execute('select mark from marks_before order by mark nulls last'));
    expect(marks.map((row) => row.mark)).toEqual(['SELECTED', 'RESERVE', null]);
    const values = rowsOf(await database.db.execute('select unnest(enum_range(null::ranking_mark)) as value'));
    expect(values.map((row) => row.value)).toEqual(['SELECTED', 'BIOMEDICAL_PLACE', 'RESERVE']);
  }, 60_000);
});
