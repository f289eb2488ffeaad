import { type Band, type Rubric, type ScorePart, socioEconomicParts } from './scoring-rubric';

/**
 * What is wrong with a rubric before a session adopts it: a table that can give more than its part's maximum or
 * never reaches it, bands out of order, or parts that no longer add up to 50 merit and 50 socio-economic points.
 */

export const rubricSplit = { merit: 50, socioEconomic: 50 } as const;

export type RubricProblem =
  | { code: 'splitChanged'; merit: number; socioEconomic: number }
  | { code: 'bandsNotAscending' | 'negativePoints'; part: ScorePart }
  | { code: 'bestDiffersFromMaximum'; part: ScorePart; best: number; maximum: number }
  | { code: 'gceEquivalenceOffScale' };

type SocioPart = Exclude<ScorePart, 'merit'>;

const bandValues = (bands: readonly Band[]) => bands.map((band) => band.points);

/** Every value a part's table can give. */
function partPoints(rubric: Rubric, part: SocioPart): number[] {
  const table = rubric[part];
  if (Array.isArray(table)) return bandValues(table);
  if (part === 'dependenceRatio') return [...bandValues(rubric.dependenceRatio.bands), rubric.dependenceRatio.noEarner];
  if (part === 'livestock') return bandValues(rubric.livestock.bands);
  return Object.values(table as Record<string, number>);
}

function partBands(rubric: Rubric, part: SocioPart): readonly Band[] {
  if (part === 'dependenceRatio') return rubric.dependenceRatio.bands;
  if (part === 'livestock') return rubric.livestock.bands;
  const table = rubric[part];
  return Array.isArray(table) ? table : [];
}

export function rubricProblems(rubric: Rubric): RubricProblem[] {
  const problems: RubricProblem[] = [];
  const socioEconomic = socioEconomicParts.reduce((sum, part) => sum + rubric.maxima[part], 0);
  if (rubric.maxima.merit !== rubricSplit.merit || socioEconomic !== rubricSplit.socioEconomic)
    problems.push({ code: 'splitChanged', merit: rubric.maxima.merit, socioEconomic });
  for (const part of socioEconomicParts) {
    const points = partPoints(rubric, part);
    const bands = partBands(rubric, part);
    if (bands.some((band, index) => index > 0 && band.from <= (bands[index - 1] as Band).from))
      problems.push({ code: 'bandsNotAscending', part });
    if (points.some((value) => value < 0)) problems.push({ code: 'negativePoints', part });
    const best = Math.max(...points);
    if (best !== rubric.maxima[part])
      problems.push({ code: 'bestDiffersFromMaximum', part, best, maximum: rubric.maxima[part] });
  }
  const grades = Object.values(rubric.merit.gceEquivalence);
  if (grades.some((value) => value < 0 || value > rubric.merit.gradeScale))
    problems.push({ code: 'gceEquivalenceOffScale' });
  return problems;
}
