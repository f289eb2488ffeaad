import { describe, expect, it } from 'vitest';
import { stepMark } from './step-mark';

describe('the state a step is shown in', () => {
  it.each([
    ['COMPLETED', 0, 'COMPLETED'],
    ['COMPLETED', 2, 'TO_REVIEW'],
    ['SKIPPED', 0, 'SKIPPED'],
    ['SKIPPED', 1, 'TO_REVIEW'],
    ['OPEN', 0, 'OPEN'],
    ['OPEN', 3, 'OPEN'],
  ] as const)('a step %s with %i problems is %s', (state, problems, mark) => {
    expect(stepMark(state, problems)).toBe(mark);
  });
});
