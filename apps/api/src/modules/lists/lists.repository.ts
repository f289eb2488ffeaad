import type { IncomeType, SurvivalIncomeType } from '@portal/shared/enums';
import { extraActivities, financings } from '../../db/schema/index.ts';
import { type OwnedPartQueries, ownedPartQueries } from '../applications/public.ts';

export type FinancingRow = typeof financings.$inferSelect;
/** The columns are text; only the shared enumerations' values are ever written to them (the schemas check). */
export type ExtraActivityRow = Omit<typeof extraActivities.$inferSelect, 'incomeType' | 'survivalIncomeType'> & {
  incomeType: IncomeType | null;
  survivalIncomeType: SurvivalIncomeType | null;
};

/** The queries of a part an application has any number of (financing, extra activities). */
export type ListPartRepository<Row> = OwnedPartQueries<Row>;

export const financingsRepository = ownedPartQueries<FinancingRow>(financings);
export const extraActivitiesRepository = ownedPartQueries<ExtraActivityRow>(extraActivities);
