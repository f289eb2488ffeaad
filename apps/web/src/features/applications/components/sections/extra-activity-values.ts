import type { IncomeType, SurvivalIncomeType } from '@portal/shared/enums';
import type { ExtraActivity, ExtraActivityUpdate } from '@portal/shared/list-steps';
import { francsOrNull } from '@/features/applications/utils/francs';
import { numberText, textOf, textOrNull } from '@/features/applications/utils/step-errors';

export const extraActivityFields = [
  'title',
  'employer',
  'incomeType',
  'salary',
  'annualIncome',
  'survivalIncomeType',
] as const;

/** An activity as the inputs hold it: text everywhere, '' for "not given" (also in the selects). */
export type ExtraActivityValues = Record<(typeof extraActivityFields)[number], string>;

export function extraActivityOf(entry: ExtraActivity | null): ExtraActivityValues {
  return {
    title: textOf(entry?.title),
    employer: textOf(entry?.employer),
    incomeType: textOf(entry?.incomeType),
    salary: numberText(entry?.salary),
    annualIncome: numberText(entry?.annualIncome),
    survivalIncomeType: textOf(entry?.survivalIncomeType),
  };
}

export function extraActivityBody(values: ExtraActivityValues): Omit<ExtraActivityUpdate, 'version'> {
  return {
    title: textOrNull(values.title),
    employer: textOrNull(values.employer),
    incomeType: (values.incomeType || null) as IncomeType | null,
    salary: francsOrNull(values.salary),
    annualIncome: francsOrNull(values.annualIncome),
    survivalIncomeType: (values.survivalIncomeType || null) as SurvivalIncomeType | null,
  };
}
