import { panelDisagreementPoints } from './selection';

/**
 * The panel's figures and the final ranking (docs/scoring.md, "Interviews and the final score"). Pure: the server
 * loads a session's submitted evaluations and applications, and writes back what these answer.
 */

/** One submitted evaluation: whose, of which candidate, its score out of 100. */
export type SubmittedEvaluation = { applicationId: number; evaluatorId: number | null; score: number };

export type PanelFigures = {
  /** Mean of the submitted evaluations' scores. */
  panelScore: number;
  /** Mean of the same evaluations, each corrected for its evaluator's severity. */
  correctedPanelScore: number;
  /** Highest minus lowest score; null with a single evaluation. */
  panelSpread: number | null;
};

/** Rounded to hundredths, half away from zero, without the binary noise of `x.xx5`. */
export const hundredths = (value: number) => Math.round(Number((value * 100).toPrecision(12))) / 100;

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** Population standard deviation: the spread of exactly these scores, not an estimate of a larger set's. */
const spreadOf = (values: readonly number[]) => {
  const centre = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - centre) ** 2)));
};

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** An evaluation of an account since deleted stands alone: its evaluator cannot be told from another. */
const evaluatorKey = (evaluation: SubmittedEvaluation, index: number) =>
  evaluation.evaluatorId === null ? `gone-${index}` : `staff-${evaluation.evaluatorId}`;

/**
 * Each evaluation's score corrected for its evaluator's severity: standardised against that evaluator's own
 * submitted scores in the session (z = (score − their mean) / their spread), then put back on the scale of every
 * evaluation of the session (overall mean + z × overall spread), kept within 0–100. An evaluator with fewer than two
 * evaluations, or who gave every candidate the same score, has nothing to standardise against: their scores stay
 * as they are.
 */
export function correctedScores(evaluations: readonly SubmittedEvaluation[]): number[] {
  if (evaluations.length === 0) return [];
  const scores = evaluations.map((evaluation) => evaluation.score);
  const [overallMean, overallSpread] = [mean(scores), spreadOf(scores)];
  const keys = evaluations.map(evaluatorKey);
  const byEvaluator = groupBy(
    evaluations.map((evaluation, index) => ({ key: keys[index]!, score: evaluation.score })),
    (entry) => entry.key,
  );
  const norms = new Map(
    [...byEvaluator].map(([key, own]) => {
      const values = own.map((entry) => entry.score);
      return [key, { mean: mean(values), spread: spreadOf(values), count: values.length }];
    }),
  );
  return evaluations.map((evaluation, index) => {
    const norm = norms.get(keys[index]!)!;
    if (norm.count < 2 || norm.spread === 0) return evaluation.score;
    const z = (evaluation.score - norm.mean) / norm.spread;
    return Math.min(100, Math.max(0, overallMean + z * overallSpread));
  });
}

/** The panel's figures of each candidate with at least one submitted evaluation, from a session's evaluations. */
export function panelFigures(evaluations: readonly SubmittedEvaluation[]): Map<number, PanelFigures> {
  const corrected = correctedScores(evaluations);
  const byCandidate = groupBy(
    evaluations.map((evaluation, index) => ({ ...evaluation, corrected: corrected[index]! })),
    (entry) => entry.applicationId,
  );
  return new Map(
    [...byCandidate].map(([applicationId, panel]) => {
      const scores = panel.map((entry) => entry.score);
      return [
        applicationId,
        {
          panelScore: hundredths(mean(scores)),
          correctedPanelScore: hundredths(mean(panel.map((entry) => entry.corrected))),
          panelSpread: scores.length < 2 ? null : hundredths(Math.max(...scores) - Math.min(...scores)),
        },
      ];
    }),
  );
}

/** A panel whose evaluators are further apart than the committee lets pass without a discussion. */
export const panelDisagrees = (panelSpread: number | null | undefined) =>
  panelSpread != null && panelSpread > panelDisagreementPoints;

export type FinalSettings = { interviewWeight: number; correctSeverity: boolean };

export type FinalCandidate = {
  id: number;
  totalScore: number | null;
  /** The place the score run gave it (eligible and submitted); null: not in the ranking. */
  rank: number | null;
  interviewHeld: boolean;
  panelScore: number | null;
  correctedPanelScore: number | null;
};

/**
 * The final score: the total score when the session gives the interview no weight; otherwise, for a candidate whose
 * interview was held and whose panel submitted at least one evaluation, the total and the panel's score (corrected
 * for severity when the committee chose so) weighted by the interview's share; null for everyone else.
 */
export function finalScore(candidate: FinalCandidate, settings: FinalSettings): number | null {
  const weight = settings.interviewWeight;
  if (candidate.totalScore === null) return null;
  if (weight === 0) return candidate.totalScore;
  const panel = settings.correctSeverity ? candidate.correctedPanelScore : candidate.panelScore;
  if (!candidate.interviewHeld || panel === null) return null;
  return hundredths((candidate.totalScore * (100 - weight) + panel * weight) / 100);
}

const descendingNullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;

/**
 * The final score of every candidate and the final ranking of those the score run ranked: final score first (none
 * last), then total score, then the smaller id. Unranked candidates keep their final score and get no place.
 */
export function finalRanking(
  candidates: readonly FinalCandidate[],
  settings: FinalSettings,
): Map<number, { finalScore: number | null; finalRank: number | null }> {
  const scored = candidates.map((candidate) => ({ candidate, finalScore: finalScore(candidate, settings) }));
  const placed = scored
    .filter(({ candidate }) => candidate.rank !== null)
    .sort(
      (a, b) =>
        descendingNullsLast(a.finalScore, b.finalScore) ||
        descendingNullsLast(a.candidate.totalScore, b.candidate.totalScore) ||
        a.candidate.id - b.candidate.id,
    );
  const placeOf = new Map(placed.map(({ candidate }, index) => [candidate.id, index + 1]));
  return new Map(
    scored.map(({ candidate, finalScore }) => [
      candidate.id,
      { finalScore, finalRank: placeOf.get(candidate.id) ?? null },
    ]),
  );
}

export type Severity = { meanScore: number | null; severity: number | null; comparedCandidates: number };

/**
 * Each evaluator's severity against the others on the same candidates: over the candidates they evaluated where at
 * least one other member submitted too, the mean of (their score − the mean of the others' scores). Negative: severer
 * than their colleagues; positive: more lenient. With the mean score they gave, for the committee's table.
 */
export function evaluatorSeverity(evaluations: readonly SubmittedEvaluation[]): Map<number, Severity> {
  const byCandidate = groupBy(evaluations, (evaluation) => evaluation.applicationId);
  const byEvaluator = groupBy(
    evaluations.filter((evaluation) => evaluation.evaluatorId !== null),
    (evaluation) => evaluation.evaluatorId!,
  );
  return new Map(
    [...byEvaluator].map(([evaluatorId, own]) => {
      const gaps = own.flatMap((evaluation) => {
        const others = byCandidate.get(evaluation.applicationId)!.filter((other) => other !== evaluation);
        return others.length ? [evaluation.score - mean(others.map((other) => other.score))] : [];
      });
      return [
        evaluatorId,
        {
          meanScore: hundredths(mean(own.map((evaluation) => evaluation.score))),
          severity: gaps.length ? hundredths(mean(gaps)) : null,
          comparedCandidates: gaps.length,
        },
      ];
    }),
  );
}
