import type { Evaluation, EvaluationInput, Rubric } from '@portal/shared/selection';

/** The form's values: one mark per criterion of the rubric (null: not marked yet) and the comment as typed. */
export type EvaluationValues = { scores: Record<string, number | null>; comment: string };

export const evaluationValues = (rubric: Rubric, evaluation: Evaluation | null): EvaluationValues => ({
  scores: Object.fromEntries(
    rubric.criteria.map((criterion) => [criterion.code, evaluation?.scores[criterion.code] ?? null]),
  ),
  comment: evaluation?.comment ?? '',
});

/** What a save sends: the marks given so far, and the comment (none when blank). */
export const evaluationBody = (values: EvaluationValues): EvaluationInput => ({
  scores: Object.fromEntries(
    Object.entries(values.scores).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  ),
  comment: values.comment.trim() || null,
});

/** The criteria still without a mark: a submission needs every one. */
export const unmarkedCriteria = (rubric: Rubric, values: EvaluationValues) =>
  rubric.criteria.filter((criterion) => typeof values.scores[criterion.code] !== 'number');

/** The submitted scores the reader may see. */
const visibleScores = (evaluations: readonly Evaluation[]) =>
  evaluations.flatMap((evaluation) =>
    evaluation.submittedAt && !evaluation.hidden && evaluation.score !== null ? [evaluation.score] : [],
  );

/** The panel's mean of the submitted scores the reader may see; null before any. */
export function panelMean(evaluations: readonly Evaluation[]): number | null {
  const scores = visibleScores(evaluations);
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}

/** How far apart those scores are (highest minus lowest); null with fewer than two. */
export function panelSpread(evaluations: readonly Evaluation[]): number | null {
  const scores = visibleScores(evaluations);
  return scores.length < 2 ? null : Math.max(...scores) - Math.min(...scores);
}
