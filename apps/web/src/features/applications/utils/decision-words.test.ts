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

  it('names the day the committee announced for its decisions, while the application waits for them', () => {
    expect(undecidedNote(true, false, '2027-07-15')).toBe('decisionOn');
    expect(undecidedNote(true, false, null)).toBe('decisionLater');
    expect(undecidedNote(false, false, '2027-07-15')).toBe('draftNote');
    expect(undecidedNote(true, true, '2027-07-15')).toBe('noDecision');
  });
});
