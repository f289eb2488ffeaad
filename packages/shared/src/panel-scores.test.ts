import { describe, expect, it } from 'vitest';
import {
  correctedScores,
  evaluatorSeverity,
  type FinalCandidate,
  finalRanking,
  finalScore,
  panelDisagrees,
  panelFigures,
  type SubmittedEvaluation,
} from './panel-scores.ts';
import {
  exampleCandidates,
  exampleEvaluations,
  exampleEvaluators,
  exampleInterviewWeight,
  exampleTotals,
  expectedPanels,
  expectedSeverity,
} from './panel-scores-example.ts';
import { defaultInterviewRubric, evaluationScore } from './selection.ts';

const candidateId = (name: string) => exampleCandidates.indexOf(name as never) + 1;
const evaluatorId = (name: string) => exampleEvaluators.indexOf(name as never) + 11;

const submitted: SubmittedEvaluation[] = exampleEvaluations.map((evaluation) => ({
  applicationId: candidateId(evaluation.candidate),
  evaluatorId: evaluatorId(evaluation.evaluator),
  score: evaluation.score,
}));

describe('the worked example of docs/scoring.md', () => {
  it('gives each evaluation its score from the marks on the default rubric', () => {
    for (const { marks, score } of exampleEvaluations) {
      const scores = Object.fromEntries(defaultInterviewRubric.criteria.map((c, index) => [c.code, marks[index]!]));
      expect(evaluationScore(defaultInterviewRubric, scores)).toBe(score);
    }
  });

  it('corrects each score against its evaluator’s own scores, on the session’s mean (72) and spread (12.29)', () => {
    const corrected = correctedScores(submitted).map((value) => Math.round(value * 100) / 100);
    // Ursula (60, 45, 75; mean 60, spread 12.25): her 60 is her mean, so it becomes the session's mean.
    expect(corrected).toEqual([72, 66.5, 56.95, 72, 77.5, 56.95, 87.05, 88.49, 55.51, 87.05]);
  });

  it('gives the panel scores, the corrected ones and the spreads', () => {
    const figures = panelFigures(submitted);
    for (const name of exampleCandidates) {
      const { panelScore, correctedPanelScore, panelSpread } = expectedPanels[name];
      expect(figures.get(candidateId(name)), name).toEqual({ panelScore, correctedPanelScore, panelSpread });
    }
    expect(exampleCandidates.filter((name) => panelDisagrees(figures.get(candidateId(name))!.panelSpread))).toEqual([
      'Brice',
    ]);
  });

  it('gives the final scores and ranks, plain and corrected', () => {
    const figures = panelFigures(submitted);
    const candidates: FinalCandidate[] = exampleCandidates.map((name, index) => ({
      id: candidateId(name),
      totalScore: exampleTotals[name],
      rank: index + 1,
      interviewHeld: true,
      panelScore: figures.get(candidateId(name))!.panelScore,
      correctedPanelScore: figures.get(candidateId(name))!.correctedPanelScore,
    }));
    for (const choice of ['plain', 'corrected'] as const) {
      const ranking = finalRanking(candidates, {
        interviewWeight: exampleInterviewWeight,
        correctSeverity: choice === 'corrected',
      });
      for (const name of exampleCandidates)
        expect(ranking.get(candidateId(name)), name).toEqual(expectedPanels[name][choice]);
    }
  });

  it('gives each evaluator’s severity', () => {
    const severity = evaluatorSeverity(submitted);
    for (const name of exampleEvaluators) {
      const { meanScore, severity: points, comparedCandidates } = expectedSeverity[name];
      expect(severity.get(evaluatorId(name)), name).toEqual({ meanScore, severity: points, comparedCandidates });
    }
  });
});

describe('the severity correction', () => {
  it('leaves an evaluator with one evaluation, or the same score everywhere, as they are', () => {
    const evaluations: SubmittedEvaluation[] = [
      { applicationId: 1, evaluatorId: 1, score: 90 },
      { applicationId: 1, evaluatorId: 2, score: 50 },
      { applicationId: 2, evaluatorId: 2, score: 60 },
      { applicationId: 2, evaluatorId: 3, score: 70 },
      { applicationId: 3, evaluatorId: 3, score: 70 },
      { applicationId: 3, evaluatorId: null, score: 40 },
    ];
    const corrected = correctedScores(evaluations);
    expect(corrected[0]).toBe(90);
    expect([corrected[3], corrected[4], corrected[5]]).toEqual([70, 70, 40]);
    expect(corrected[1]).toBeLessThan(corrected[2]!);
  });

  it('keeps a corrected score within 0–100', () => {
    const evaluations: SubmittedEvaluation[] = [
      { applicationId: 1, evaluatorId: 1, score: 100 },
      { applicationId: 2, evaluatorId: 1, score: 0 },
      { applicationId: 3, evaluatorId: 1, score: 0 },
      { applicationId: 4, evaluatorId: 1, score: 0 },
      { applicationId: 4, evaluatorId: 2, score: 100 },
      { applicationId: 5, evaluatorId: 2, score: 100 },
    ];
    for (const value of correctedScores(evaluations)) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of correctedScores(evaluations)) expect(value).toBeLessThanOrEqual(100);
  });

  it('has no spread with a single evaluation, and flags a spread above 20 points only', () => {
    expect(panelFigures([{ applicationId: 1, evaluatorId: 1, score: 40 }]).get(1)?.panelSpread).toBeNull();
    expect([panelDisagrees(20), panelDisagrees(20.01), panelDisagrees(null)]).toEqual([false, true, false]);
  });
});

describe('the final score and ranking', () => {
  const candidate = (change: Partial<FinalCandidate>): FinalCandidate => ({
    id: 1,
    totalScore: 60,
    rank: 1,
    interviewHeld: true,
    panelScore: 80,
    correctedPanelScore: 70,
    ...change,
  });
  const settings = { interviewWeight: 25, correctSeverity: false };

  it('is the total score when the interview weighs nothing, interviewed or not', () => {
    expect(finalScore(candidate({ interviewHeld: false, panelScore: null }), { ...settings, interviewWeight: 0 })).toBe(
      60,
    );
  });

  it('weights the panel score (or the corrected one) for an interview held with a submitted evaluation', () => {
    expect(finalScore(candidate({}), settings)).toBe(65);
    expect(finalScore(candidate({}), { ...settings, correctSeverity: true })).toBe(62.5);
    expect(finalScore(candidate({ interviewHeld: false }), settings)).toBeNull();
    expect(finalScore(candidate({ panelScore: null }), settings)).toBeNull();
    expect(finalScore(candidate({ totalScore: null }), settings)).toBeNull();
  });

  it('places the ranked candidates by final score, those without one last by total score, then by id', () => {
    const ranking = finalRanking(
      [
        candidate({ id: 1, totalScore: 80, interviewHeld: false }),
        candidate({ id: 2, totalScore: 50, panelScore: 90 }),
        candidate({ id: 3, totalScore: 90, interviewHeld: false }),
        candidate({ id: 4, totalScore: 80, interviewHeld: false }),
        candidate({ id: 5, totalScore: 40, rank: null }),
      ],
      settings,
    );
    expect([1, 2, 3, 4, 5].map((id) => ranking.get(id)?.finalRank)).toEqual([3, 1, 2, 4, null]);
    expect(ranking.get(5)).toEqual({ finalScore: 50, finalRank: null });
  });
});
