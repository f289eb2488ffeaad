import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { defineListSpec, type ParsedList } from '../../lib/list-query.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
type Handle = Db | Tx;

/** Whitelist of GET /sessions sort and filter fields. */
export const sessionListSpec = defineListSpec({
  fields: {
    name: { column: sessions.name, type: 'string' },
    year: { column: sessions.year, type: 'integer' },
    status: { column: sessions.status, type: 'enum', values: ['NEW', 'OPEN', 'SUSPENDED', 'CLOSED'] },
    startDate: { column: sessions.startDate, type: 'date' },
    endDate: { column: sessions.endDate, type: 'date' },
    created: { column: sessions.created, type: 'date' },
  },
  defaultSort: [desc(sessions.year), desc(sessions.id)],
});

export async function listSessions(db: Handle, list: ParsedList): Promise<{ rows: SessionRow[]; total: number }> {
  const query = db
    .select()
    .from(sessions)
    .where(list.where)
    .orderBy(...list.orderBy)
    .offset(list.offset);
  const rows = list.limit === undefined ? await query : await query.limit(list.limit);
  const [total] = await db.select({ value: count() }).from(sessions).where(list.where);
  return { rows, total: total?.value ?? 0 };
}

export async function findSession(
  db: Handle,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SessionRow | undefined> {
  const query = db.select().from(sessions).where(eq(sessions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The OPEN or SUSPENDED session, if any (at most one exists). */
export async function findCurrentSession(db: Handle): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(inArray(sessions.status, ['OPEN', 'SUSPENDED']))
    .limit(1);
  return row;
}

export async function insertSession(db: Handle, values: NewSessionRow): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function updateSession(db: Handle, id: number, values: Partial<NewSessionRow>): Promise<SessionRow> {
  const [row] = await db.update(sessions).set(values).where(eq(sessions.id, id)).returning();
  return row!;
}

export async function deleteSession(db: Handle, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
