import { describe, expect, it } from 'vitest';
import { formatInstant, fromLocalInput, splitDuration, toLocalInput } from './date-time';

describe('session date-time helpers', () => {
  it('round-trips a datetime-local value through UTC', () => {
    const iso = fromLocalInput('2026-03-01T09:30');
    expect(iso).toMatch(/Z$/);
    expect(toLocalInput(iso)).toBe('2026-03-01T09:30');
    expect(fromLocalInput('')).toBe('');
  });

  it('names the time zone', () => {
    expect(formatInstant('2026-03-01T08:00:00Z', 'en')).toMatch(/2026/);
    expect(formatInstant('2026-03-01T08:00:00Z', 'en')).toMatch(/(UTC|GMT|[A-Z]{3,4})/);
  });

  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
