import { describe, expect, it } from 'vitest';
import { showsCompletion } from './completion-notice';

describe('the completion notice', () => {
  it('thanks for a complete or submitted application while it awaits the committee', () => {
    expect(showsCompletion({ status: 'PENDING', submitted: false }, true)).toBe(true);
    expect(showsCompletion({ status: 'PENDING', submitted: true }, false)).toBe(true);
    expect(showsCompletion({ status: 'PENDING', submitted: false }, false)).toBe(false);
  });

  it('says nothing beside a decision: a rejection to correct is not "complete"', () => {
    expect(showsCompletion({ status: 'REJECTED', submitted: true }, true)).toBe(false);
    expect(showsCompletion({ status: 'APPROVED', submitted: true }, true)).toBe(false);
    expect(showsCompletion({ status: 'NOT_APPROVED', submitted: true }, true)).toBe(false);
  });
});
