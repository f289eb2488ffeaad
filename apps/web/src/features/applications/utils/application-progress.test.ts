import { emptySteps } from '@portal/shared/application-rules';
import { describe, expect, it } from 'vitest';
import { applicationProgress, numberedSteps } from './application-progress';

describe('application progress', () => {
  it('counts the ten steps the editor numbers, the submission included', () => {
    expect(numberedSteps).toHaveLength(10);
    expect(numberedSteps.at(-1)).toBe('DECLARATION');
    expect(applicationProgress({ universityStudent: null, steps: emptySteps() })).toEqual({
      done: 0,
      required: 10,
      percent: 0,
    });
  });

  it('is not all done until the application is submitted, even with every other step completed', () => {
    const steps = Object.fromEntries(Object.keys(emptySteps()).map((step) => [step, 'COMPLETED'])) as ReturnType<
      typeof emptySteps
    >;
    const unsent = { ...steps, DECLARATION: 'OPEN' } as const;
    expect(applicationProgress({ universityStudent: true, steps: unsent })).toMatchObject({ done: 9, required: 10 });
    expect(applicationProgress({ universityStudent: true, steps })).toEqual({ done: 10, required: 10, percent: 100 });
  });

  it('counts completed and skipped steps, and the school result of a future first-year student as nothing to do', () => {
    const steps = {
      ...emptySteps(),
      NEXT_YEAR_PLAN: 'COMPLETED',
      FINANCING: 'SKIPPED',
    } as const;
    expect(applicationProgress({ universityStudent: true, steps })).toEqual({ done: 2, required: 10, percent: 20 });
    expect(applicationProgress({ universityStudent: false, steps })).toEqual({ done: 3, required: 10, percent: 30 });
  });
});
