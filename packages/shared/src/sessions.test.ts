import { describe, expect, it } from 'vitest';
import { sessionStatuses } from './enums';
import { canChangeStatus, datesInOrder, isOngoing, sessionInputSchema, sessionPhase } from './sessions';

const allowed = ['NEW>OPEN', 'OPEN>SUSPENDED', 'SUSPENDED>OPEN', 'OPEN>CLOSED', 'SUSPENDED>CLOSED'];

describe('canChangeStatus', () => {
  for (const from of sessionStatuses) {
    for (const to of sessionStatuses) {
      const expected = allowed.includes(`${from}>${to}`);
      it(`${from} -> ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canChangeStatus(from, to)).toBe(expected);
      });
    }
  }
});

describe('datesInOrder', () => {
  it('needs the start strictly before the end, whether given as text or as dates', () => {
    expect(datesInOrder('2026-01-10T00:00:00Z', '2026-01-10T00:00:01Z')).toBe(true);
    expect(datesInOrder('2026-01-10T00:00:00Z', '2026-01-10T00:00:00Z')).toBe(false);
    expect(datesInOrder(new Date('2026-02-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isOngoing and sessionPhase', () => {
  const session = { startDate: '2026-01-10T00:00:00Z', endDate: '2026-02-10T00:00:00Z' };
  const before = new Date('2026-01-09T23:59:59Z');
  const during = new Date('2026-01-10T00:00:00Z');
  const after = new Date('2026-02-10T00:00:00Z');

  it('is ongoing only when open and now lies in [start, end)', () => {
    expect(isOngoing({ ...session, status: 'OPEN' }, during)).toBe(true);
    expect(isOngoing({ ...session, status: 'OPEN' }, before)).toBe(false);
    expect(isOngoing({ ...session, status: 'OPEN' }, after)).toBe(false);
    expect(isOngoing({ ...session, status: 'SUSPENDED' }, during)).toBe(false);
    expect(isOngoing({ ...session, status: 'NEW' }, during)).toBe(false);
  });

  it('names the phase of a current session', () => {
    expect(sessionPhase({ ...session, status: 'SUSPENDED' }, during)).toBe('SUSPENDED');
    expect(sessionPhase({ ...session, status: 'OPEN' }, before)).toBe('NOT_STARTED');
    expect(sessionPhase({ ...session, status: 'OPEN' }, during)).toBe('OPEN');
    expect(sessionPhase({ ...session, status: 'OPEN' }, after)).toBe('TIMED_OUT');
    expect(sessionPhase({ ...session, status: 'CLOSED' }, during)).toBeNull();
  });
});

describe('sessionInputSchema', () => {
  const text = { en: '', fr: '', it: '' };
  const valid = {
    name: 'Call 2026',
    year: 2026,
    startDate: '2026-01-10T08:00:00+01:00',
    endDate: '2026-02-10T08:00:00Z',
    passScore: 60,
    candidatesToSelect: 20,
    completionNotice: text,
    applicationGuidelines: text,
  };

  it('accepts a valid session', () => {
    expect(sessionInputSchema.safeParse(valid).success).toBe(true);
  });

  it('puts the date-order message on both dates', () => {
    const result = sessionInputSchema.safeParse({ ...valid, endDate: valid.startDate });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['startDate', 'validation.startBeforeEnd'],
      ['endDate', 'validation.endAfterStart'],
    ]);
  });

  it('refuses a status in the body and out-of-range scores', () => {
    expect(sessionInputSchema.safeParse({ ...valid, status: 'OPEN' }).success).toBe(false);
    expect(sessionInputSchema.safeParse({ ...valid, passScore: 101 }).success).toBe(false);
    expect(sessionInputSchema.safeParse({ ...valid, candidatesToSelect: 1.5 }).success).toBe(false);
  });

  it('refuses an end that is no date on its own field, with a publication date beside it, without throwing', () => {
    const answer = sessionInputSchema.safeParse({ ...valid, endDate: 'not a date', publicationDate: '2031-01-10' });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => issue.path[0])).toContain('endDate');
  });
});
