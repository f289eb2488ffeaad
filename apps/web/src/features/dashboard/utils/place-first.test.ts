import { describe, expect, it } from 'vitest';
import { placeAwaitingAnswer } from './place-first';

const now = new Date('2026-07-05T10:00:00Z');
const place = (state: 'AWAITING' | 'ACCEPTED' | 'DECLINED', deadline = '2026-07-10T10:00:00Z') => ({
  acceptance: { state, deadline, answeredAt: null },
});

describe('a place first', () => {
  it('is asked for alone while it awaits an answer before its deadline', () => {
    expect(placeAwaitingAnswer([{ acceptance: null }, place('AWAITING')], now)).toBe(true);
  });

  it('leaves the renewal and the application to the applicant once answered, or once its time is over', () => {
    expect(placeAwaitingAnswer([place('ACCEPTED'), place('DECLINED')], now)).toBe(false);
    expect(placeAwaitingAnswer([place('AWAITING', '2026-07-01T10:00:00Z')], now)).toBe(false);
    expect(placeAwaitingAnswer(undefined, now)).toBe(false);
  });
});
