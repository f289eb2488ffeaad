import type { IncomeType, SurvivalIncomeType } from '@portal/shared/enums';
import type { ExtraActivity, ExtraActivityUpdate } from '@portal/shared/list-steps';
import { choiceOrNull, textOf, textOrNull } from '@/features/editor-kit/public';

/** An activity as the inputs hold it: sums as numbers or null, '' for "not given" (also in the selects). */
export type ExtraActivityValues = {
  title: string;
  employer: string;
  incomeType: IncomeType | '';
  salary: number | null;
  annualIncome: number | null;
  survivalIncomeType: SurvivalIncomeType | '';
};

export function extraActivityOf(entry: ExtraActivity | null): ExtraActivityValues {
  return {
    title: textOf(entry?.title),
    employer: textOf(entry?.employer),
    incomeType: entry?.incomeType ?? '',
    salary: entry?.salary ?? null,
    annualIncome: entry?.annualIncome ?? null,
    survivalIncomeType: entry?.survivalIncomeType ?? '',
  };
}

export function extraActivityBody(values: ExtraActivityValues): Omit<ExtraActivityUpdate, 'version'> {
  return {
    title: textOrNull(values.title),
    employer: textOrNull(values.employer),
    incomeType: choiceOrNull(values.incomeType),
    salary: values.salary,
    annualIncome: values.annualIncome,
    survivalIncomeType: choiceOrNull(values.survivalIncomeType),
  };
}
