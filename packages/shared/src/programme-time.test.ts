import { describe, expect, it } from 'vitest';
import { programmeDate, programmeDateTime } from './programme-time';

describe('an instant as the programme states it', () => {
  const deadline = '2026-12-10T22:59:00.000Z';

  it('gives the day and time in Cameroon, with the zone named, in the reader’s language', () => {
    expect(programmeDateTime('fr', deadline)).toBe(
      'jeudi 10 décembre 2026 à 23:59 (heure d’Afrique de l’Ouest, UTC+1)',
    );
    expect(programmeDateTime('en', deadline)).toBe('Thursday, December 10, 2026 at 11:59 PM (West Africa Time, GMT+1)');
    expect(programmeDateTime('it', deadline)).toBe(
      'giovedì 10 dicembre 2026 alle ore 23:59 (Ora dell’Africa occidentale, GMT+1)',
    );
  });

  it('tells the programme’s day, not the UTC one, for an instant late in the evening', () => {
    expect(programmeDateTime('en', '2026-09-30T23:30:00Z')).toMatch(/^Thursday, October 1, 2026 at 12:30 AM/);
    expect(programmeDate('fr', '2026-09-30T23:30:00Z')).toBe('1 octobre 2026');
  });
});
