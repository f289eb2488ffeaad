import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ParsedList } from '../lib/list-query.ts';
import type { Conn } from './client.ts';

/** The queries every repository has, written once: one row by its id, and one page of a list. */

/**
 * A query that a signed-in read runs on every request, built once for each database (or transaction) it runs on and
 * run with its values as placeholders (`sql.placeholder('id')`): Drizzle builds the SQL text once instead of on
 * every request (a fifth of a read's processor time, decision 502), and PostgreSQL parses it once per connection
 * (`.prepare(name)` makes a named statement; the name must be unique in the server). On the embedded database every
 * read is a named statement anyway (db/pglite-client.ts).
 *
 *   const byId = preparedQuery((conn) => conn.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id'));
 *   const [row] = await byId(db).execute({ id });
 */
export function preparedQuery<Q>(build: (conn: Conn) => Q): (conn: Conn) => Q {
  const made = new WeakMap<Conn, Q>();
  return (conn) => {
    let query = made.get(conn);
    if (query === undefined) {
      query = build(conn);
      made.set(conn, query);
    }
    return query;
  };
}

/**
 * One row by its id. `lock` holds the row until the transaction ends, so concurrent changes of one object run one
 * after the other (each sees what the previous one wrote).
 */
export async function rowById<T extends PgTable & { id: PgColumn }>(
  conn: Conn,
  table: T,
  id: number,
  options: { lock?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = conn
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}

/** The rows of one page of a table and how many rows match in all: the query behind every paged list. */
export async function listRows<T extends PgTable>(
  conn: Conn,
  table: T,
  list: ParsedList,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows = await conn
    .select()
    .from(table as PgTable)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  const [total] = await conn
    .select({ value: count() })
    .from(table as PgTable)
    .where(list.where);
  return { rows: rows as T['$inferSelect'][], total: total?.value ?? 0 };
}
