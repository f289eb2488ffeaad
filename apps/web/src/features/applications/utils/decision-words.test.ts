import { describe, expect, it } from 'vitest';
import { undecidedNote } from './decision-words';

describe('what an undecided application says', () => {
  it.each([
    [false, false, 'draftNote'],
    [false, true, 'notSubmitted'],
    [true, false, 'decisionLater'],
    [true, true, 'noDecision'],
  ] as const)('submitted %s, session closed %s: %s', (submitted, closed, note) => {
    expect(undecidedNote(submitted, closed)).toBe(note);
  });
});
