import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Conn } from './client.ts';
import { forDrizzle, keptStatements } from './pglite-client.ts';
import { preparedQuery } from './queries.ts';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  plain: timestamp('plain').notNull(),
});

let pglite: PGlite;
beforeAll(async () => {
  pglite = new PGlite();
  await pglite.waitReady;
  await pglite.exec(
    'create table moments (id serial primary key, at timestamptz not null, day date not null, plain timestamp not null)',
  );
});
afterAll(() => pglite.close());

describe('the PGlite handle Drizzle is given', () => {
  it('answers timestamps and dates as Drizzle read them, without handing parsers to every query', async () => {
    const spy = vi.spyOn(pglite, 'query');
    const db = drizzle({ client: forDrizzle(pglite) as unknown as PGlite });
    const at = new Date('2026-11-25T01:02:03.456Z');
    await db.execute(
      sql`insert into moments (at, day, plain) values (${at.toISOString()}, '2026-11-25', '2026-11-25 01:02:03')`,
    );
    const rows = await db.execute(sql`select at, day, plain from moments`);
    expect(rows.rows).toEqual([{ at: '2026-11-25 01:02:03.456+00', day: '2026-11-25', plain: '2026-11-25 01:02:03' }]);
    for (const call of spy.mock.calls) expect(call[2]).not.toHaveProperty('parsers');
    // Drizzle makes its dates of them, outside a transaction and inside.
    const expected = [{ id: 1, at, day: '2026-11-25', plain: new Date('2026-11-25T01:02:03Z') }];
    expect(await db.select().from(moments)).toEqual(expected);
    expect(await db.transaction((tx) => tx.select().from(moments))).toEqual(expected);
    spy.mockRestore();
  });

  it('hands on a query whose parsers are not Drizzle’s as it came', async () => {
    const spy = vi.spyOn(pglite, 'query');
    const client = forDrizzle(pglite);
    const parsers = { [types.INT4]: (value: string) => `int ${value}` };
    const result = (await client.query('select 1::int4 as one', [], { parsers })) as { rows: unknown[] };
    expect(result.rows).toEqual([{ one: 'int 1' }]);
    expect(spy.mock.calls[0]![2]).toEqual({ parsers });
    spy.mockRestore();
  });
});

describe('a prepared query on the embedded database', () => {
  const byDay = preparedQuery((conn: Conn) =>
    conn
      .select()
      .from(moments)
      .where(eq(moments.day, sql.placeholder('day')))
      .prepare('moments_by_day'),
  );

  it("runs as a named statement: the same rows, without PGlite's own query", async () => {
    await pglite.exec(
      "insert into moments (id, at, day, plain) values (2, now(), '2026-12-01', '2026-12-01 10:00:00')",
    );
    // Watched before the handle is made: the handle keeps PGlite's `query` as it was then.
    const spy = vi.spyOn(pglite, 'query');
    const db = drizzle({ client: forDrizzle(pglite) as unknown as PGlite }) as unknown as Conn;
    const first = await byDay(db).execute({ day: '2026-12-01' });
    expect(first).toEqual([
      { id: 2, at: expect.any(Date), day: '2026-12-01', plain: new Date('2026-12-01T10:00:00Z') },
    ]);
    expect(await byDay(db).execute({ day: '2026-12-01' })).toEqual(first);
    expect(await byDay(db).execute({ day: '1999-01-01' })).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
    // Another handle on the same database uses the statement it already holds.
    const again = drizzle({ client: forDrizzle(pglite) as unknown as PGlite }) as unknown as Conn;
    expect(await byDay(again).execute({ day: '2026-12-01' })).toEqual(first);
    spy.mockRestore();
  });

  it("fails as PGlite's query fails, and leaves the database answering", async () => {
    const db = drizzle({ client: forDrizzle(pglite) as unknown as PGlite }) as unknown as Conn;
    // PostgreSQL's own error (invalid date), as Drizzle wraps every failed query.
    await expect(byDay(db).execute({ day: 'not a day' })).rejects.toMatchObject({
      cause: { code: '22007', severity: 'ERROR' },
    });
    expect(await byDay(db).execute({ day: '2026-12-01' })).toHaveLength(1);
    expect((await pglite.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("sees its transaction's rows inside it, and waits for a transaction under way outside it", async () => {
    const db = drizzle({ client: forDrizzle(pglite) as unknown as PGlite });
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into moments (id, at, day, plain) values (3, now(), '2026-12-02', '2026-12-02 00:00:00')`,
      );
      outside = byDay(db as unknown as Conn)
        .execute({ day: '2026-12-02' })
        .then((rows) => order.push(`outside saw ${rows.length}`));
      const inside = await byDay(tx as unknown as Conn).execute({ day: '2026-12-02' });
      order.push(`inside saw ${inside.length}`);
    });
    await outside;
    expect(order).toEqual(['inside saw 1', 'outside saw 1']);
  });
});

describe('the named statements of the embedded database', () => {
  it('are kept up to their bound, the least recently run closed first, and prepared again when run again', async () => {
    const client = forDrizzle(pglite);
    const read = async (n: number) =>
      ((await client.query(`select ${n}::int as n, 'read' as kind`, [], { rowMode: 'object' })) as { rows: unknown[] })
        .rows;
    for (let n = 0; n < keptStatements + 5; n += 1) expect(await read(n)).toEqual([{ n, kind: 'read' }]);
    const held = await pglite.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
    expect(held.rows[0]!.count).toBeLessThanOrEqual(keptStatements);
    expect(await read(0)).toEqual([{ n: 0, kind: 'read' }]);
    // Writes go through PGlite's own query, not as named statements.
    const spy = vi.spyOn(pglite, 'query');
    const writer = forDrizzle(pglite);
    await writer.query("insert into moments (id, at, day, plain) values (9, now(), '2026-12-09', now())", [], {
      rowMode: 'object',
    });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
