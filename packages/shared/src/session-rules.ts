import type { SessionStatus } from './enums';

/**
 * Pure session rules, without zod, so the public landing page can use them without downloading schemas.
 * Allowed status changes: see docs/decisions/150-session-states.md.
 */
export const sessionTransitions: Record<SessionStatus, readonly SessionStatus[]> = {
  NEW: ['OPEN'],
  OPEN: ['SUSPENDED', 'CLOSED'],
  SUSPENDED: ['OPEN', 'CLOSED'],
  CLOSED: [],
};

export function canChangeStatus(from: SessionStatus, to: SessionStatus): boolean {
  return sessionTransitions[from].includes(to);
}

export function nextStatuses(from: SessionStatus): readonly SessionStatus[] {
  return sessionTransitions[from];
}

/** OPEN and SUSPENDED sessions are "current"; at most one exists (unique index sessions_one_current_key). */
export function isCurrentStatus(status: SessionStatus): boolean {
  return status === 'OPEN' || status === 'SUSPENDED';
}

export const sessionPhases = ['SUSPENDED', 'NOT_STARTED', 'OPEN', 'TIMED_OUT'] as const;
export type SessionPhase = (typeof sessionPhases)[number];

type Timed = { status: SessionStatus; startDate: Date | string; endDate: Date | string };

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** A session starts before it ends: the form, the request schemas and the server (on a merged PATCH) say so alike. */
export function datesInOrder(startDate: Date | string, endDate: Date | string): boolean {
  return time(startDate) < time(endDate);
}

/** What breaks that rule is told on both fields: each names the other. Message keys of the validation catalog. */
export const dateOrderProblems = [
  { field: 'startDate', key: 'validation.startBeforeEnd' },
  { field: 'endDate', key: 'validation.endAfterStart' },
] as const;

/** The programme's time zone (Cameroon, UTC+1): the calendar day an instant falls on for the programme. */
export const programmeTimeZone = 'Africa/Douala';

// en-CA writes dates as YYYY-MM-DD. Made once: making a formatter costs far more than formatting with it.
const programmeDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: programmeTimeZone });

/** `YYYY-MM-DD` of an instant in the programme's time zone. */
export function programmeDay(instant: Date | string): string {
  return programmeDayFormat.format(new Date(instant));
}

/**
 * The announced publication date (a calendar day) is not before the day the session ends, in the programme's time
 * zone: the committee publishes once the applications are in.
 */
export function publicationDateInOrder(endDate: Date | string, publicationDate: string | null | undefined): boolean {
  // An end that is no date is refused on its own field; there is nothing to compare with.
  if (!publicationDate || Number.isNaN(time(endDate))) return true;
  return publicationDate >= programmeDay(endDate);
}

/** What breaks that rule is told on the publication date. A message key of the validation catalog. */
export const publicationDateProblem = { field: 'publicationDate', key: 'validation.publicationAfterEnd' } as const;

/** Open and now within [start, end): applications can be created and changed only then. */
export function isOngoing(session: Timed, now: Date = new Date()): boolean {
  const at = now.getTime();
  return session.status === 'OPEN' && time(session.startDate) <= at && at < time(session.endDate);
}

/** What the current-session block shows; null for sessions that are not current (NEW, CLOSED). */
export function sessionPhase(session: Timed, now: Date = new Date()): SessionPhase | null {
  if (session.status === 'SUSPENDED') return 'SUSPENDED';
  if (session.status !== 'OPEN') return null;
  const at = now.getTime();
  if (at < time(session.startDate)) return 'NOT_STARTED';
  if (at >= time(session.endDate)) return 'TIMED_OUT';
  return 'OPEN';
}
