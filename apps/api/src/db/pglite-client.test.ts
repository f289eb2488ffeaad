import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forDrizzle } from './pglite-client.ts';

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
