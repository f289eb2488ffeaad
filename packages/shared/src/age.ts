import { programmeDay } from './session-rules';

/**
 * Ages on a given day, counted in calendar years as a birth certificate does: a person is 24 from the morning of
 * their 24th birthday. Someone born on 29 February turns a year older on 1 March in common years.
 */

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day "YYYY-MM-DD" of a date, or of an instant in the programme's time zone ("2026-09-30T23:30:00Z" is
 * 1 October in Cameroon).
 */
export function programmeDayOf(value: string): string | null {
  if (calendarDay.test(value)) return value;
  return Number.isNaN(Date.parse(value)) ? null : programmeDay(value);
}

/** Whole years between a birth date and a day, both "YYYY-MM-DD"; null when either is not a date. */
export function ageOn(birthDate: string, day: string): number | null {
  const born = calendarDay.exec(birthDate);
  const on = calendarDay.exec(day);
  if (!born || !on) return null;
  const years = Number(on[1]) - Number(born[1]);
  const birthdayPassed = `${on[2]}-${on[3]}` >= `${born[2]}-${born[3]}`;
  return birthdayPassed ? years : years - 1;
}

/** Under this age an applicant submits with the consent of a parent or guardian (decision 564). */
export const GUARDIAN_CONSENT_AGE = 18;

/**
 * Whether someone born on `birthDate` is under 18 on `day` ("YYYY-MM-DD", the programme's calendar day). An unknown
 * birth date is no answer either way: the application's first step asks for it, so nothing is submitted without it.
 */
export function isMinorOn(birthDate: string | null | undefined, day: string): boolean {
  const age = birthDate ? ageOn(birthDate, day) : null;
  return age !== null && age < GUARDIAN_CONSENT_AGE;
}
