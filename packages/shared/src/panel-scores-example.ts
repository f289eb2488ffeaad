/**
 * The worked example of docs/scoring.md ("Interviews and the final score"): three evaluators, five interviewed
 * candidates, panels of two, an interview weight of 40. Asserted figure for figure by panel-scores.test.ts (the rules)
 * and by the API's selection tests (the same marks submitted through the API), so the document cannot drift from
 * the code.
 */

export const exampleEvaluators = ['Ursula', 'Paul', 'Grace'] as const;
export type ExampleEvaluator = (typeof exampleEvaluators)[number];

export const exampleCandidates = ['Aïcha', 'Brice', 'Chantal', 'Désiré', 'Estelle'] as const;
export type ExampleCandidate = (typeof exampleCandidates)[number];

export const exampleInterviewWeight = 40;

/** Total scores of the score run (Aïcha's and Brice's are the scoring examples'); ranked in this order by it. */
export const exampleTotals: Record<ExampleCandidate, number> = {
  Aïcha: 70.75,
  Brice: 65.8,
  Chantal: 62.4,
  Désiré: 58.1,
  Estelle: 55.5,
};

/**
 * Marks on the default interview rubric (motivation 30, need 25, commitment 20, academic 15, communication 10), in
 * that order, and the score they give out of 100.
 */
export const exampleEvaluations: {
  candidate: ExampleCandidate;
  evaluator: ExampleEvaluator;
  marks: [number, number, number, number, number];
  score: number;
}[] = [
  { candidate: 'Aïcha', evaluator: 'Ursula', marks: [3, 3, 3, 3, 3], score: 60 },
  { candidate: 'Aïcha', evaluator: 'Paul', marks: [4, 4, 4, 4, 4], score: 80 },
  { candidate: 'Brice', evaluator: 'Ursula', marks: [2, 2, 2, 3, 3], score: 45 },
  { candidate: 'Brice', evaluator: 'Grace', marks: [4, 3, 4, 3, 3], score: 70 },
  { candidate: 'Chantal', evaluator: 'Paul', marks: [4, 5, 4, 4, 4], score: 85 },
  { candidate: 'Chantal', evaluator: 'Grace', marks: [3, 4, 3, 3, 3], score: 65 },
  { candidate: 'Désiré', evaluator: 'Ursula', marks: [4, 4, 4, 3, 3], score: 75 },
  { candidate: 'Désiré', evaluator: 'Paul', marks: [5, 4, 5, 4, 4], score: 90 },
  { candidate: 'Estelle', evaluator: 'Paul', marks: [4, 4, 4, 3, 3], score: 75 },
  { candidate: 'Estelle', evaluator: 'Grace', marks: [4, 4, 4, 3, 3], score: 75 },
];

/** What the panel and the final ranking make of them (docs/scoring.md, the tables). */
export const expectedPanels: Record<
  ExampleCandidate,
  {
    panelScore: number;
    correctedPanelScore: number;
    panelSpread: number;
    plain: { finalScore: number; finalRank: number };
    corrected: { finalScore: number; finalRank: number };
  }
> = {
  Aïcha: {
    panelScore: 70,
    correctedPanelScore: 69.25,
    panelSpread: 20,
    plain: { finalScore: 70.45, finalRank: 1 },
    corrected: { finalScore: 70.15, finalRank: 1 },
  },
  Brice: {
    panelScore: 57.5,
    correctedPanelScore: 64.48,
    panelSpread: 25,
    plain: { finalScore: 62.48, finalRank: 5 },
    corrected: { finalScore: 65.27, finalRank: 3 },
  },
  Chantal: {
    panelScore: 75,
    correctedPanelScore: 67.22,
    panelSpread: 20,
    plain: { finalScore: 67.44, finalRank: 3 },
    corrected: { finalScore: 64.33, finalRank: 4 },
  },
  Désiré: {
    panelScore: 82.5,
    correctedPanelScore: 87.77,
    panelSpread: 15,
    plain: { finalScore: 67.86, finalRank: 2 },
    corrected: { finalScore: 69.97, finalRank: 2 },
  },
  Estelle: {
    panelScore: 75,
    correctedPanelScore: 71.28,
    panelSpread: 0,
    plain: { finalScore: 63.3, finalRank: 4 },
    corrected: { finalScore: 61.81, finalRank: 5 },
  },
};

/** Each evaluator's severity against the others on the same candidates. */
export const expectedSeverity: Record<
  ExampleEvaluator,
  { seats: number; meanScore: number; severity: number; comparedCandidates: number }
> = {
  Ursula: { seats: 3, meanScore: 60, severity: -20, comparedCandidates: 3 },
  Paul: { seats: 4, meanScore: 82.5, severity: 13.75, comparedCandidates: 4 },
  Grace: { seats: 3, meanScore: 70, severity: 1.67, comparedCandidates: 3 },
};
