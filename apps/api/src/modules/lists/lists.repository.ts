import type { IncomeType, SurvivalIncomeType } from '@portal/shared/enums';
import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { extraActivities, financings } from '../../db/schema/index.ts';
import type { ObjectKey } from '../../lib/access.ts';
import { type OwnedRow, ownedPartLookup, type PartRowQueries, partRowQueries } from '../applications/public.ts';

export type FinancingRow = typeof financings.$inferSelect;
/** The columns are text; only the shared enumerations' values are ever written to them (the schemas check). */
export type ExtraActivityRow = Omit<typeof extraActivities.$inferSelect, 'incomeType' | 'survivalIncomeType'> & {
  incomeType: IncomeType | null;
  survivalIncomeType: SurvivalIncomeType | null;
};

/** The queries of a part an application has any number of (financing, extra activities). */
export type ListPartRepository<Row> = PartRowQueries<Row> & {
  /** The entry with its application's owner (the access policies' lookup). */
  findOwned(conn: Conn, id: ObjectKey): Promise<OwnedRow<Row> | undefined>;
  listOfApplication(conn: Conn, applicationId: number): Promise<Row[]>;
};

function listPartRepository<Row>(table: typeof financings | typeof extraActivities): ListPartRepository<Row> {
  const t = table as typeof financings;
  return {
    ...partRowQueries<Row>(table),
    findOwned: ownedPartLookup<Row>(table),
    async listOfApplication(conn, applicationId) {
      const rows = await conn.select().from(t).where(eq(t.applicationId, applicationId)).orderBy(asc(t.id));
      return rows as Row[];
    },
  };
}

export const financingsRepository = listPartRepository<FinancingRow>(financings);
export const extraActivitiesRepository = listPartRepository<ExtraActivityRow>(extraActivities);
