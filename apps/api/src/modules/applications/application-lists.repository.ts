import type { IncomeType, SurvivalIncomeType } from '@portal/shared/enums';
import { asc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, extraActivities, financings } from '../../db/schema/index.ts';

export type FinancingRow = typeof financings.$inferSelect;
/** The columns are text; only the shared enumerations' values are ever written to them (the schemas check). */
export type ExtraActivityRow = Omit<typeof extraActivities.$inferSelect, 'incomeType' | 'survivalIncomeType'> & {
  incomeType: IncomeType | null;
  survivalIncomeType: SurvivalIncomeType | null;
};

type Values = Record<string, unknown>;
/** The queries of a part an application has any number of (financing, extra activities). */
export type ListPartRepository<Row> = {
  find(conn: Conn, id: number, options?: { lock?: boolean }): Promise<Row | undefined>;
  listOfApplication(conn: Conn, applicationId: number): Promise<Row[]>;
  insert(conn: Conn, values: Values): Promise<Row>;
  update(conn: Conn, id: number, values: Values): Promise<Row>;
  remove(conn: Conn, id: number): Promise<void>;
  /** Whose entry this is: the owner of its application (access policies). */
  ownerOf(conn: Conn, id: number | string): Promise<number | undefined>;
};

/** The same queries for both tables; they share the columns these queries touch. */
function listPartRepository<Row>(table: typeof financings | typeof extraActivities): ListPartRepository<Row> {
  // Both tables have id, applicationId and version: typed as one of them, the queries serve both.
  const t = table as typeof financings;
  return {
    async find(conn, id, options = {}) {
      const query = conn.select().from(t).where(eq(t.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row as Row | undefined;
    },
    async listOfApplication(conn, applicationId) {
      const rows = await conn.select().from(t).where(eq(t.applicationId, applicationId)).orderBy(asc(t.id));
      return rows as Row[];
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

export const financingsRepository = listPartRepository<FinancingRow>(financings);
export const extraActivitiesRepository = listPartRepository<ExtraActivityRow>(extraActivities);
