import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type bacTypes,
  type documentTypes,
  type handicaps,
  type schoolLevels,
  studentProfiles,
} from '../../db/schema/index.ts';

export type ReferenceTable = typeof bacTypes | typeof documentTypes | typeof handicaps | typeof schoolLevels;
type Row = Record<string, unknown> & { id: number };

/** SQL for one reference list; the four lists share it, each with its own table and order. */
export function referenceRepository(table: ReferenceTable, orderBy: SQL[]) {
  const t = table as typeof handicaps;
  return {
    list: (db: Db) =>
      db
        .select()
        .from(t)
        .orderBy(...orderBy) as Promise<Row[]>,
    async find(db: Db, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row;
    },
    async insert(db: Db, values: Record<string, unknown>): Promise<Row> {
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning();
      return row!;
    },
    async update(db: Db, id: number, values: Record<string, unknown>): Promise<Row | undefined> {
      const [row] = await db
        .update(t)
        .set(values as never)
        .where(eq(t.id, id))
        .returning();
      return row;
    },
    async remove(db: Db, id: number): Promise<boolean> {
      const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return rows.length > 0;
    },
    /** Held until the transaction ends: two administrators adding the same name at once cannot both pass. */
    async lockForWrite(db: Db): Promise<void> {
      await db.execute(sql`lock table ${t} in share row exclusive mode`);
    },
    async count(db: Db): Promise<number> {
      const [row] = await db.select({ value: count() }).from(t);
      return row?.value ?? 0;
    },
  };
}
export type ReferenceRepository = ReturnType<typeof referenceRepository>;

/** How many student profiles name this handicap. */
export async function profilesWithHandicap(db: Db, handicapId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(studentProfiles)
    .where(eq(studentProfiles.handicapId, handicapId));
  return row?.value ?? 0;
}
