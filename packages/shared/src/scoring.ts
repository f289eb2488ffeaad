import { householdOf } from './household';
import { meritOf } from './merit';
import type { ScoringInput } from './scoring-input';
import { type Rubric, type ScorePart, scoreParts, type YesNoPoints } from './scoring-rubric';

/**
 * An application's score under a rubric (docs/scoring.md). Pure and deterministic: the same data and rubric give
 * the same points, each part rounded to hundredths. A part whose data is missing scores nothing and is named in
 * `missing`, so the committee sees what it has not been told rather than a silently low score.
 */

export type Score = Record<ScorePart, number> & {
  bonus: number;
  bonusReason: string | null;
  total: number;
  missing: ScorePart[];
};

/** A field of the bonus and a message key of the validation catalog, as a form error. */
export type BonusProblem = { field: 'bonus' | 'bonusReason'; key: string; params?: Record<string, number> };
export type ScoreOutcome = { ok: true; score: Score } | { ok: false; problems: BonusProblem[] };

export function bonusProblems(input: Pick<ScoringInput, 'bonus' | 'bonusReason'>, rubric: Rubric): BonusProblem[] {
  if (input.bonus == null) return [];
  const problems: BonusProblem[] = [];
  if (!Number.isInteger(input.bonus)) problems.push({ field: 'bonus', key: 'validation.integer' });
  else if (input.bonus < rubric.bonus.min)
    problems.push({ field: 'bonus', key: 'validation.min', params: { min: rubric.bonus.min } });
  else if (input.bonus > rubric.bonus.max)
    problems.push({ field: 'bonus', key: 'validation.max', params: { max: rubric.bonus.max } });
  if (!input.bonusReason?.trim()) problems.push({ field: 'bonusReason', key: 'validation.bonusNeedsReason' });
  return problems;
}

const yesNo = (points: YesNoPoints, value: boolean | null | undefined) =>
  value == null ? null : value ? points.yes : points.no;
const pick = <T extends string>(table: Record<T, number>, value: T | null | undefined) =>
  value == null ? null : table[value];
/** Hundredths, half up, after dropping binary noise (50 × 13.37 / 20 is 33.425, not 33.424999…). */
function hundredths(value: number): number {
  const scaled = value * 100;
  // Below 100,000 the noise is under a millionth: it can carry a value across a half only from that close to one.
  // Elsewhere the plain rounding is the same, without the text form (most points are whole).
  if (Math.abs(scaled) < 1e5 && Math.abs(Math.abs(scaled % 1) - 0.5) > 1e-6)
    return scaled === 0 ? 0 : Math.round(scaled);
  return Math.round(Number(scaled.toPrecision(12)));
}

/** Points of every part, null where the data is missing. */
function partsOf(input: ScoringInput, rubric: Rubric): Record<ScorePart, number | null> {
  const family = input.family;
  const household = householdOf(input, rubric);
  return {
    merit: meritOf(input, rubric),
    economicCondition: household.economicCondition,
    dependenceRatio: household.dependenceRatio,
    familyHandicap: household.familyHandicap,
    houseSize: household.houseSize,
    livestock: household.livestock,
    computer: yesNo(rubric.computer, family?.hasComputer),
    tv: yesNo(rubric.tv, family?.hasTV),
    water: yesNo(rubric.water, family?.hasWater),
    children: yesNo(rubric.children, family?.hasChildren),
    selfHandicap: yesNo(rubric.selfHandicap, input.hasDisability),
    houseType: pick(rubric.houseType, family?.houseType),
    toilet: pick(rubric.toilet, family?.toiletType),
    transport: pick(rubric.transport, family?.transportType),
    land: pick(rubric.land, family?.landType),
    landMainActivity: pick(rubric.landMainActivity, family?.landMainActivity),
  };
}

export function scoreApplication(input: ScoringInput, rubric: Rubric): ScoreOutcome {
  const problems = bonusProblems(input, rubric);
  if (problems.length > 0) return { ok: false, problems };
  const parts = partsOf(input, rubric);
  const missing: ScorePart[] = [];
  const points = {} as Record<ScorePart, number>;
  // Summed in hundredths: whole numbers add up exactly.
  let sum = 0;
  for (const part of scoreParts) {
    const value = parts[part];
    if (value == null) missing.push(part);
    // A rubric table may never give more than its part's maximum, whatever a session's copy says.
    points[part] = hundredths(Math.min(value ?? 0, rubric.maxima[part])) / 100;
    sum += hundredths(points[part]);
  }
  const bonus = input.bonus ?? 0;
  const total = (sum + hundredths(bonus)) / 100;
  const bonusReason = input.bonus == null ? null : (input.bonusReason?.trim() ?? null);
  return { ok: true, score: { ...points, bonus, bonusReason, total, missing } };
}
