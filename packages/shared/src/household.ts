import type { ScoringInput } from './scoring-input';
import { bandPoints, livestockKinds, type Rubric } from './scoring-rubric';

/**
 * The parts read from the household as a whole. The household is the registered family members plus the
 * applicant: income per person divides by all of them, and crowding counts them per room.
 */

const amount = (value: number | null | undefined) => Math.max(0, value ?? 0);

/** Household income a year, FCFA: members' salaries and other income, other financing, the applicant's activities. */
export function householdIncome(input: ScoringInput): number {
  const members = input.members.reduce((sum, m) => sum + amount(m.annualSalary) + amount(m.otherIncome), 0);
  const financing = input.financings.reduce((sum, f) => sum + amount(f.amount), 0);
  return members + financing + activityIncome(input);
}

const activityIncome = (input: ScoringInput) =>
  input.extraActivities.reduce((sum, a) => sum + amount(a.annualIncome), 0);

/** Members without income per member with income; the applicant earns when their activities bring something in. */
export function dependenceRatio(input: ScoringInput): number | null {
  const earnings = [...input.members.map((m) => amount(m.annualSalary) + amount(m.otherIncome)), activityIncome(input)];
  const earners = earnings.filter((value) => value > 0).length;
  return earners === 0 ? null : (earnings.length - earners) / earners;
}

/** Livestock units, rounded so that sums of weights such as 3 × 0.1 land on their band. */
export function livestockUnits(family: NonNullable<ScoringInput['family']>, rubric: Rubric): number {
  if (!family.hasLiveStock) return 0;
  const units = livestockKinds.reduce((sum, kind) => sum + amount(family[kind]) * rubric.livestock.weights[kind], 0);
  return Math.round(units * 10_000) / 10_000;
}

export function householdOf(input: ScoringInput, rubric: Rubric) {
  const family = input.family;
  const persons = input.members.length + 1;
  const ratio = dependenceRatio(input);
  const handicapKnown = input.members.every((m) => m.hasHandicap != null);
  return {
    // Without a family step the income of its members is unknown, not zero.
    economicCondition: family ? bandPoints(rubric.economicCondition, householdIncome(input) / persons) : null,
    dependenceRatio: !family
      ? null
      : ratio == null
        ? rubric.dependenceRatio.noEarner
        : bandPoints(rubric.dependenceRatio.bands, ratio),
    familyHandicap:
      family && handicapKnown
        ? bandPoints(rubric.familyHandicap, input.members.filter((m) => m.hasHandicap).length)
        : null,
    houseSize: family?.rooms ? bandPoints(rubric.houseSize, persons / family.rooms) : null,
    livestock:
      family && family.hasLiveStock != null ? bandPoints(rubric.livestock.bands, livestockUnits(family, rubric)) : null,
  };
}
