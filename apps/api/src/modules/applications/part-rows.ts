import { eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  applications,
  type extraActivities,
  type financings,
  type highSchoolResumes,
  type schoolResults,
} from '../../db/schema/index.ts';

export type Values = Record<string, unknown>;

/** The tables of an application's parts: every row has its id, its application's id and a version. */
export type PartTable = typeof schoolResults | typeof highSchoolResumes | typeof financings | typeof extraActivities;

/** The queries every part of an application answers by its own id, whether an application has one or many. */
export type PartRowQueries<Row> = {
  find(conn: Conn, id: number, options?: { lock?: boolean }): Promise<Row | undefined>;
  insert(conn: Conn, values: Values): Promise<Row>;
  /** Every change bumps the version, so a write made on an older copy is recognised as stale. */
  update(conn: Conn, id: number, values: Values): Promise<Row>;
  remove(conn: Conn, id: number): Promise<void>;
  /** Whose part this is: the owner of its application (access policies). */
  ownerOf(conn: Conn, id: number | string): Promise<number | undefined>;
};

export function partRowQueries<Row>(table: PartTable): PartRowQueries<Row> {
  // The tables share the columns these queries touch: typed as one of them, the queries serve all.
  const t = table as typeof schoolResults;
  return {
    async find(conn, id, options = {}) {
      const query = conn.select().from(t).where(eq(t.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row as Row | undefined;
    },
    async insert(conn, values) {
      const [row] = await conn
        .insert(t)
        .values(values as typeof t.$inferInsert)
        .returning();
      return row as Row;
    },
    async update(conn, id, values) {
      const [row] = await conn
        .update(t)
        .set({ ...values, version: sql`${t.version} + 1` })
        .where(eq(t.id, id))
        .returning();
      return row as Row;
    },
    async remove(conn, id) {
      await conn.delete(t).where(eq(t.id, id));
    },
    async ownerOf(conn, id) {
      const [row] = await conn
        .select({ userId: applications.userId })
        .from(t)
        .innerJoin(applications, eq(applications.id, t.applicationId))
        .where(eq(t.id, Number(id)));
      return row?.userId ?? undefined;
    },
  };
}
