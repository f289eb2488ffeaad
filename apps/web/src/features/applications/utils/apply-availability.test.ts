import { describe, expect, it } from 'vitest';
import { applyUnavailableReason } from './apply-availability';

const window = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-01T00:00:00.000Z' };
const during = new Date('2026-11-15T00:00:00.000Z');

describe('why a session does not take applications', () => {
  it('takes them while open, between its start and its end', () => {
    expect(applyUnavailableReason({ ...window, status: 'OPEN' }, during)).toBeNull();
  });

  it('says not started, ended, suspended, unpublished or closed otherwise', () => {
    expect(applyUnavailableReason({ ...window, status: 'OPEN' }, new Date('2026-10-31T23:59:59.000Z'))).toBe(
      'NOT_STARTED',
    );
    expect(applyUnavailableReason({ ...window, status: 'OPEN' }, new Date('2026-12-01T00:00:00.000Z'))).toBe(
      'TIMED_OUT',
    );
    expect(applyUnavailableReason({ ...window, status: 'SUSPENDED' }, during)).toBe('SUSPENDED');
    expect(applyUnavailableReason({ ...window, status: 'NEW' }, during)).toBe('NEW');
    expect(applyUnavailableReason({ ...window, status: 'CLOSED' }, during)).toBe('CLOSED');
  });
});
