import { emptySteps } from '@portal/shared/application-rules';
import { describe, expect, it } from 'vitest';
import { applicationProgress } from './application-progress';

describe('application progress', () => {
  it('starts at nothing done out of every required step', () => {
    expect(applicationProgress({ universityStudent: null, steps: emptySteps() })).toEqual({
      done: 0,
      required: 9,
      percent: 0,
    });
  });

  it('counts completed and skipped steps, and leaves the school result out for a future first-year student', () => {
    const steps = {
      ...emptySteps(),
      NEXT_YEAR_PLAN: 'COMPLETED',
      FINANCING: 'SKIPPED',
      SCHOOL_RESULT: 'COMPLETED',
    } as const;
    expect(applicationProgress({ universityStudent: true, steps })).toEqual({ done: 3, required: 9, percent: 33 });
    expect(applicationProgress({ universityStudent: false, steps })).toEqual({ done: 2, required: 8, percent: 25 });
  });
});
