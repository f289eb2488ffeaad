import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesChannel, countPostgresWrites, createChangeCount, readLogStep } from './change-count.ts';
import { type Database, openDatabase } from './client.ts';

/** A node-postgres client that answers every statement on the next tick, noting each with the count at its start. */
function fakePool() {
  const pool = new EventEmitter();
  const seen: { text: string; values?: unknown; countAtStart: number }[] = [];
  const changes = createChangeCount();
  const client = {
    query(config: string | { text: string }, values?: unknown) {
      seen.push({ text: typeof config === 'string' ? config : config.text, values, countAtStart: changes.now() });
      return new Promise((resolve) => setImmediate(() => resolve({ rows: [] })));
    },
  };
  countPostgresWrites(pool as unknown as pg.Pool, changes, 'this-server');
  pool.emit('connect', client);
  return {
    client: client as { query: (config: string | { text: string }, ...rest: unknown[]) => unknown },
    seen,
    changes,
  };
}

describe('the change count on PostgreSQL', () => {
  it('counts a transaction that wrote at its first write and once it has committed, announced just before', async () => {
    const { client, seen, changes } = fakePool();
    await client.query({ text: 'begin' });
    expect(changes.now()).toBe(0);
    const insert = client.query({ text: 'insert into t values ($1)' }, [1]);
    expect(changes.now()).toBe(1);
    await insert;
    await client.query({ text: 'select * from t' });
    const commit = client.query({ text: 'commit' });
    expect(changes.now()).toBe(1);
    await commit;
    expect(changes.now()).toBe(2);
    expect(seen.map((s) => s.text)).toEqual([
      'begin',
      'insert into t values ($1)',
      'select * from t',
      'select pg_notify($1, $2)',
      'commit',
    ]);
    expect(seen[3]!.values).toEqual([changesChannel, 'this-server']);
  });

  it('counts nothing for a transaction that only read, and announces no rollback', async () => {
    const { client, seen, changes } = fakePool();
    for (const text of ['begin', 'select 1', 'select * from t for update', 'commit']) await client.query({ text });
    expect(changes.now()).toBe(0);
    for (const text of ['BEGIN', 'savepoint sp1', 'update t set a = 1', 'rollback to savepoint sp1', 'ROLLBACK'])
      await client.query({ text });
    expect(changes.now()).toBe(2);
    expect(seen.some((s) => s.text.includes('pg_notify'))).toBe(false);
  });

  it('counts a write outside a transaction when it starts and once done, announced before its caller goes on', async () => {
    const { client, seen, changes } = fakePool();
    const done = new Promise((resolve) => {
      // The pool's own `query` calls its client with a callback.
      client.query('delete from t', [], (error: unknown, result: unknown) => resolve({ error, result }));
    });
    expect(changes.now()).toBe(1);
    expect(await done).toEqual({ error: null, result: { rows: [] } });
    expect(changes.now()).toBe(2);
    expect(seen.map((s) => s.text)).toEqual(['delete from t', 'select pg_notify($1, $2)']);
  });

  it("takes a lookup that appends a staff member's read to the reads log for a read: no count, no announcement", async () => {
    const { client, seen, changes } = fakePool();
    const logged = `with "${readLogStep}" as (insert into "application_reads" ("what") select 'FILE' returning "id") select "id", "updated" from "documents"`;
    await client.query({ text: logged });
    expect(changes.now()).toBe(0);
    // Anything else written by the same statement counts, as does a write that merely names the log.
    const more = [
      `with "${readLogStep}" as (insert into "application_reads" ("what") select 'FILE' returning "id") update "documents" set "size" = 0`,
      `with "${readLogStep}" as (insert into "application_reads" ("what") select 'FILE' returning "id"), "gone" as (delete from "documents") select 1`,
      `with "other" as (insert into "application_reads" ("what") select 'FILE' returning "id") select 1`,
    ];
    for (const text of more) await client.query({ text });
    expect(changes.now()).toBe(6);
    expect(seen.filter((s) => s.text.includes('pg_notify'))).toHaveLength(3);
  });
});

describe('the change count on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pglite: new PGlite(), durability: 'relaxed' });
    await database.db.execute(sql`create table t (a int)`);
  });
  afterAll(async () => database?.close());
  const count = () => database.changes!.now();

  it('moves for every write, not for reads', async () => {
    const before = count();
    await database.db.execute(sql`select * from t`);
    expect(count()).toBe(before);
    await database.db.execute(sql`insert into t values (1)`);
    // Once when it started, once when it was done.
    expect(count()).toBe(before + 2);
  });

  it('moves again once a transaction that wrote has ended, committed or not', async () => {
    let before = count();
    let during = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from t`);
      await tx.execute(sql`update t set a = 2`);
      during = count();
    });
    expect(during).toBe(before + 1);
    expect(count()).toBe(before + 2);

    before = count();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update t set a = 3`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(count()).toBe(before + 2);

    before = count();
    await database.db.transaction(async (tx) => tx.execute(sql`select * from t`));
    expect(count()).toBe(before);
  });
});
