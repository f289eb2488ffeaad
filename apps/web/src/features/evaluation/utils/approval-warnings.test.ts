import { describe, expect, it } from 'vitest';
import { approvalWarnings, type DecisionSubject } from './approval-warnings';

const usual: DecisionSubject = { id: 1, eligible: true, nonEligibilityReasons: [], submitted: true, totalScore: 71.5 };

describe('what makes an approval unusual', () => {
  it('is nothing for an eligible, submitted and scored candidate', () => {
    expect(approvalWarnings(usual)).toEqual([]);
  });

  it('names each reason: eligibility not checked or not met, not submitted, not scored', () => {
    expect(approvalWarnings({ ...usual, eligible: null, submitted: false, totalScore: null })).toEqual([
      'notChecked',
      'notSubmitted',
      'notScored',
    ]);
    expect(approvalWarnings({ ...usual, eligible: false, nonEligibilityReasons: ['Too old'] })).toEqual([
      'notEligible',
    ]);
    // A score of zero is a score.
    expect(approvalWarnings({ ...usual, totalScore: 0 })).toEqual([]);
  });
});
