import { count, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { preparedQuery, rowById } from '../../db/queries.ts';
import type { bacTypes, documentTypes, handicaps, schoolLevels } from '../../db/schema/index.ts';

export type ReferenceTable = typeof bacTypes | typeof documentTypes | typeof handicaps | typeof schoolLevels;
type Row = Record<string, unknown> & { id: number };

/**
 * SQL of one reference list: the same plain object of queries for each of the four lists, made for its table and
 * order (`referenceRepository(handicaps, [asc(handicaps.id)])`).
 */
export function referenceRepository(table: ReferenceTable, orderBy: SQL[]) {
  const t = table as typeof handicaps;
  // Every student's form reads its lists: the query is built once (db/queries.ts).
  const whole = preparedQuery((conn) =>
    conn
      .select()
      .from(t)
      .orderBy(...orderBy)
      .prepare(`reference_${getTableName(t)}`),
  );
  return {
    list: (conn: Conn) => whole(conn).execute() as Promise<Row[]>,
    find: (conn: Conn, id: number): Promise<Row | undefined> => rowById(conn, t, id),
    async insert(conn: Conn, values: Record<string, unknown>): Promise<Row> {
      const [row] = await conn
        .insert(t)
        .values(values as never)
        .returning();
      return row!;
    },
    async insertMany(conn: Conn, rows: Record<string, unknown>[]): Promise<void> {
      await conn.insert(t).values(rows as never);
    },
    async update(conn: Conn, id: number, values: Record<string, unknown>): Promise<Row | undefined> {
      const [row] = await conn
        .update(t)
        .set(values as never)
        .where(eq(t.id, id))
        .returning();
      return row;
    },
    async remove(conn: Conn, id: number): Promise<boolean> {
      const rows = await conn.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return rows.length > 0;
    },
    /** Held until the transaction ends: two administrators adding the same name at once cannot both pass. */
    async lockForWrite(conn: Conn): Promise<void> {
      await conn.execute(sql`lock table ${t} in share row exclusive mode`);
    },
    async count(conn: Conn): Promise<number> {
      const [row] = await conn.select({ value: count() }).from(t);
      return row?.value ?? 0;
    },
  };
}
export type ReferenceRepository = ReturnType<typeof referenceRepository>;
