import { and, count, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { listRows, rowById } from '../../db/queries.ts';
import { sessions } from '../../db/schema/index.ts';
import { defineListSpec, listFields, type ParsedList } from '../../lib/list-query.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** Whitelist of GET /sessions sort and filter fields. */
export const sessionListSpec = defineListSpec({
  fields: listFields(sessions, ['name', 'year', 'status', 'startDate', 'endDate', 'created']),
  defaultSort: [desc(sessions.year), desc(sessions.id)],
});

/** SQL of sessions; no rules here. */
export const sessionsRepository = {
  list: (conn: Conn, list: ParsedList) => listRows(conn, sessions, list),

  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, sessions, id, options),

  /** The OPEN or SUSPENDED session, if any (at most one exists). */
  async findCurrent(conn: Conn): Promise<SessionRow | undefined> {
    const [row] = await conn
      .select()
      .from(sessions)
      .where(inArray(sessions.status, ['OPEN', 'SUSPENDED']))
      .limit(1);
    return row;
  },

  /** The session that started last before this one (the previous year's call). */
  async findBefore(conn: Conn, session: { id: number; startDate: Date }): Promise<SessionRow | undefined> {
    const [row] = await conn
      .select()
      .from(sessions)
      .where(and(lt(sessions.startDate, session.startDate), ne(sessions.id, session.id)))
      .orderBy(desc(sessions.startDate))
      .limit(1);
    return row;
  },

  async countClosed(conn: Conn): Promise<number> {
    const [row] = await conn.select({ value: count() }).from(sessions).where(eq(sessions.status, 'CLOSED'));
    return row?.value ?? 0;
  },

  async insert(conn: Conn, values: NewSessionRow): Promise<SessionRow> {
    const [row] = await conn.insert(sessions).values(values).returning();
    return row!;
  },

  async update(conn: Conn, id: number, values: Partial<NewSessionRow>): Promise<SessionRow> {
    const [row] = await conn.update(sessions).set(values).where(eq(sessions.id, id)).returning();
    return row!;
  },

  async remove(conn: Conn, id: number): Promise<void> {
    await conn.delete(sessions).where(eq(sessions.id, id));
  },
};
