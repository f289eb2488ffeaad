import { describe, expect, it } from 'vitest';
import { lateFor, stillDue, yearSchedule } from './beneficiary-rules';

describe('yearSchedule', () => {
  it('counts days in Douala: published at 23:30 UTC on 31 October, the year starts on 1 November', () => {
    const lines = yearSchedule('2026-10-31T23:30:00Z', null);
    expect(lines.map((line) => [line.kind, line.instalment, line.dueDate, line.amount])).toEqual([
      ['TUITION', null, '2026-11-01', null],
      ['ALLOWANCE', 1, '2026-12-01', 108_333],
      ['ALLOWANCE', 2, '2027-02-01', 108_333],
      ['ALLOWANCE', 3, '2027-04-01', 108_333],
      ['ALLOWANCE', 4, '2027-06-01', 108_333],
      ['ALLOWANCE', 5, '2027-08-01', 108_333],
      ['ALLOWANCE', 6, '2027-10-01', 108_335],
    ]);
  });

  it('gives every line a day of its own, the tuition fee first, whatever the day of publication', () => {
    for (const published of ['2026-01-01T00:00:00Z', '2026-02-28T12:00:00Z', '2026-12-31T22:59:00Z']) {
      const lines = yearSchedule(published, 45_000);
      expect(new Set(lines.map((line) => line.dueDate)).size, published).toBe(7);
      expect(lines[0]).toMatchObject({ kind: 'TUITION', amount: 45_000 });
      expect(lines.slice(1).reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBe(650_000);
    }
  });
});

describe('what is late', () => {
  const start = '2026-10-31T23:30:00Z';
  const now = new Date('2026-12-15T12:00:00Z');
  const lines = (tuition: number | null, paid: number[]) =>
    yearSchedule(start, tuition).map((line, index) => ({ ...line, paid: paid[index] ?? 0 }));
  const base = { start, validatedHours: 100, transcriptSemesters: [] };

  it('is a payment due while a line whose day has come is not paid in full, never a tuition fee not set', () => {
    expect(lateFor({ ...base, lines: lines(null, [0, 108_333]) }, now)).toEqual([]);
    expect(lateFor({ ...base, lines: lines(null, [0, 100_000]) }, now)).toEqual(['PAYMENT_DUE']);
    expect(lateFor({ ...base, lines: lines(50_000, [0, 108_333]) }, now)).toEqual(['PAYMENT_DUE']);
    expect(lateFor({ ...base, lines: lines(50_000, [50_000, 108_333]) }, now)).toEqual([]);
  });

  it('says what is still due, never below nothing, and nothing of an amount not set', () => {
    expect(stillDue({ amount: 108_333 }, 100_000)).toBe(8_333);
    expect(stillDue({ amount: 108_333 }, 200_000)).toBe(0);
    expect(stillDue({ amount: null }, 0)).toBeNull();
  });
});
