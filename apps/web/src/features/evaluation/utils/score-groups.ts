import { defaultRubric, type ScorePart, socioEconomicParts } from '@portal/shared/scoring-rubric';
import type { ApplicationScore } from '../api/review-schemas';

export type PartLine = { part: ScorePart; points: number | null; maximum: number };

const maxima = defaultRubric.maxima;
const sum = (values: (number | null)[]) =>
  Math.round(values.reduce<number>((total, v) => total + (v ?? 0), 0) * 100) / 100;

/**
 * The score as the committee reads it: merit out of 50, the socio-economic parts each out of its maximum and
 * together out of 50, the bonus, and the total. A part without data earns nothing and is shown as missing.
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
    bonus: score.bonus,
    total: score.total,
  };
}
