import { createHash } from 'node:crypto';
import { count, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/** The shapes of one list whose page is prepared; a list asked in more (filters of many values) builds the rest. */
const preparedShapes = 64;

/**
 * A fragment of a list's query with its values taken out as placeholders (`v1`, `v2`…): its text names its shape,
 * the same for every request that filters the same fields the same way, whatever the values.
 */
function withPlaceholders(fragment: SQL, values: Record<string, unknown>, prefix: string) {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, index) => {
    if (index % 2 === 0) return sql.raw(part);
    const key = `${prefix}${part}`;
    values[key] = params[Number(part) - 1];
    return sql`${sql.placeholder(key)}`;
  });
  return { text, fragment: sql.join(chunks) };
}

type PageBuilder<T, G extends Record<string, unknown>> = (
  conn: Conn,
  list: { where: SQL | undefined; orderBy: SQL[]; limit: number | Placeholder; offset: number | Placeholder },
  given: { [K in keyof G]: G[K] | Placeholder },
) => PromiseLike<T> & { prepare(name: string): { execute(values: Record<string, unknown>): Promise<T> } };

/**
 * A paged list's query (`build` with the parsed list's where, order, limit and offset) prepared once for each shape
 * it is asked in (the fields filtered and how, the search, the order; not the values, which become placeholders),
 * like `preparedQuery`: building a query of two wide tables costs Drizzle more than PostgreSQL's answer
 * (decision 572). Past `preparedShapes` shapes the query is built for each request, as before. `given`: values the
 * query takes beside the list's (the reader whose sign-in state it reads), placeholders of their names when prepared.
 */
export function preparedPage<T, G extends Record<string, unknown> = Record<string, never>>(
  name: string,
  build: PageBuilder<T, G>,
) {
  const shapes = new Map<string, WeakMap<Conn, { execute(values: Record<string, unknown>): Promise<T> }>>();
  return (conn: Conn, list: ParsedList, given: G = {} as G): Promise<T> => {
    const values: Record<string, unknown> = { ...given, limit: list.limit, offset: list.offset };
    const where = list.where && withPlaceholders(list.where, values, 'w');
    const orderBy = withPlaceholders(sql.join(list.orderBy, sql`, `), values, 'o');
    const key = `${where?.text ?? ''}\n${orderBy.text}`;
    let made = shapes.get(key);
    if (!made) {
      if (shapes.size >= preparedShapes) return Promise.resolve(build(conn, list, given));
      made = new WeakMap();
      shapes.set(key, made);
    }
    let query = made.get(conn);
    if (!query) {
      const statement = `${name}_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
      const placeholders = Object.fromEntries(Object.keys(given).map((value) => [value, sql.placeholder(value)]));
      query = build(
        conn,
        {
          where: where?.fragment,
          orderBy: [orderBy.fragment],
          limit: sql.placeholder('limit'),
          offset: sql.placeholder('offset'),
        },
        placeholders as { [K in keyof G]: Placeholder },
      ).prepare(statement);
      made.set(conn, query);
    }
    return query.execute(values);
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
