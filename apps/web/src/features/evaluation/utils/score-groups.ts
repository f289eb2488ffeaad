import type { ApplicationScore } from '@portal/shared/review-runs';
import { defaultRubric, type ScorePart, socioEconomicParts } from '@portal/shared/scoring-rubric';

export type PartLine = { part: ScorePart; points: number; maximum: number };

const maxima = defaultRubric.maxima;
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/**
 * The score as the committee reads it: merit out of 50, the socio-economic parts each out of its maximum and
 * together out of 50, the bonus, and the total. A part whose data is missing has earned nothing (docs/scoring.md).
 */
export function scoreGroups(score: ApplicationScore) {
  const socioEconomic: PartLine[] = socioEconomicParts.map((part) => ({
    part,
    points: score[part],
    maximum: maxima[part],
  }));
  return {
    merit: { part: 'merit', points: score.merit, maximum: maxima.merit } satisfies PartLine,
    socioEconomic,
    socioEconomicTotal: sum(socioEconomic.map((line) => line.points)),
    socioEconomicMaximum: sum(socioEconomic.map((line) => line.maximum)),
    // No bonus reads as 0 points in the answer.
    bonus: score.bonus > 0 ? score.bonus : null,
    total: score.total,
  };
}
