import { describe, expect, it } from 'vitest';
import { forgetJustSubmitted, markJustSubmitted, wasJustSubmitted } from './just-submitted';

describe('an application submitted a moment ago', () => {
  it('is told to the screen that shows its confirmation, until it has been confirmed', () => {
    markJustSubmitted(4, 1_000);
    expect(wasJustSubmitted(4, 2_000)).toBe(true);
    forgetJustSubmitted(4);
    expect(wasJustSubmitted(4, 2_000)).toBe(false);
  });

  it('is not told for another application, nor long after', () => {
    markJustSubmitted(5, 1_000);
    expect(wasJustSubmitted(6, 2_000)).toBe(false);
    expect(wasJustSubmitted(5, 60_000)).toBe(false);
  });
});
