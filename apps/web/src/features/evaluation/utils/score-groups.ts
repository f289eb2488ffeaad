import type { ApplicationScore } from '@portal/shared/review-runs';
import { defaultRubric, type ScorePart, socioEconomicParts } from '@portal/shared/scoring-rubric';

export type PartLine = { part: ScorePart; points: number; maximum: number };
/** One of the score's two halves with its parts, and their sum against its maximum. */
export type ScoreGroup = { key: 'merit' | 'socioEconomic'; parts: PartLine[]; points: number; maximum: number };

const maxima = defaultRubric.maxima;
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

function group(key: ScoreGroup['key'], parts: readonly ScorePart[], score: ApplicationScore): ScoreGroup {
  const lines = parts.map((part) => ({ part, points: score[part], maximum: maxima[part] }));
  return {
    key,
    parts: lines,
    points: sum(lines.map((line) => line.points)),
    maximum: sum(lines.map((l) => l.maximum)),
  };
}

/**
 * The score as the committee reads it: two groups, merit (out of 50) and the socio-economic and family situation
 * (its fifteen parts, together out of 50), each with its parts against their maxima; then the bonus and the total.
 * A part whose data is missing has earned nothing (docs/scoring.md).
 */
export function scoreGroups(score: ApplicationScore) {
  const groups = [group('merit', ['merit'], score), group('socioEconomic', socioEconomicParts, score)];
  return {
    groups,
    maximum: sum(groups.map((entry) => entry.maximum)),
    // No bonus reads as 0 points in the answer.
    bonus: score.bonus > 0 ? score.bonus : null,
    total: score.total,
  };
}
