import type { IncomeType, SurvivalIncomeType } from './enums';

/**
 * Pure rules of the financing, extra activities and rating steps, without zod, shared by the server (which enforces
 * them) and the screens (which explain them). Decision 204 records the choices.
 */

/** A problem as `application-rules` reports it: `field` is `<STEP>` or `<STEP>.<field>`. */
type Problem = { field: string; key: string; params?: Record<string, string | number> };

export type FinancingValues = {
  name: string | null;
  organization: string | null;
  amount: number | null;
};
export type ExtraActivityValues = {
  title: string | null;
  annualIncome: number | null;
  incomeType: IncomeType | null;
  survivalIncomeType: SurvivalIncomeType | null;
};
export type RatingValues = { stars: number };

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** What one financing needs: who gives it (its name and the organisation) and how much a year. */
export const financingRequiredFields = ['name', 'organization', 'amount'] as const;

/** What one activity needs: what it is, what it brings and whether one lives on it; the yearly income unless unpaid. */
export function extraActivityRequiredFields(activity: Pick<ExtraActivityValues, 'incomeType'>): string[] {
  return ['title', 'incomeType', ...(activity.incomeType === 'NONE' ? [] : ['annualIncome']), 'survivalIncomeType'];
}

/** The fields of one entry still missing, in the order of the form. */
export function missingFinancingFields(entry: FinancingValues): string[] {
  return financingRequiredFields.filter((field) => blank(entry[field]));
}
export function missingExtraActivityFields(entry: ExtraActivityValues): string[] {
  return extraActivityRequiredFields(entry).filter((field) => blank(entry[field as keyof ExtraActivityValues]));
}

/**
 * A list step is complete with at least one entry and every entry complete: a half-filled entry is a declaration
 * the committee cannot use, so it must be finished or deleted. `n` numbers the entries from 1, as the screen does.
 */
function listProblems<T>(step: string, entries: T[], missingOf: (entry: T) => string[]): Problem[] {
  if (entries.length === 0) return [{ field: step, key: 'applications.required.entry' }];
  return entries.flatMap((entry, index) =>
    missingOf(entry).map((field) => ({
      field: `${step}.${field}`,
      key: `applications.entryRequired.${field}`,
      params: { n: index + 1 },
    })),
  );
}

export const financingProblems = (entries: FinancingValues[]): Problem[] =>
  listProblems('FINANCING', entries, missingFinancingFields);

export const extraActivityProblems = (entries: ExtraActivityValues[]): Problem[] =>
  listProblems('ACTIVITIES', entries, missingExtraActivityFields);

/** The rating step is complete once the applicant has rated the portal. */
export const ratingProblems = (rating: RatingValues | null): Problem[] =>
  rating ? [] : [{ field: 'RATING.stars', key: 'applications.required.stars' }];

/**
 * Declaring "none" while entries are recorded would contradict them: skipping such a step is refused until they are
 * deleted (and recording an entry in a skipped step opens it again).
 */
export function skipContradicted(
  step: string,
  content: { financings: readonly unknown[]; extraActivities: readonly unknown[] },
): boolean {
  if (step === 'FINANCING') return content.financings.length > 0;
  if (step === 'ACTIVITIES') return content.extraActivities.length > 0;
  return false;
}
