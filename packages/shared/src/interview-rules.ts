import type { InterviewState } from './enums';

/**
 * Pure rules of interview booking, without zod: which slots an applicant may choose and when a booked time stops
 * changing. The server applies them to every booking; the dashboard asks the same questions before offering a choice.
 */

/** The booking closes this long before the slot starts: the panel knows who comes, and a journey can be planned. */
export const bookingLockHours = 24;

const hour = 3_600_000;
const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * A slot may be chosen (a first booking or a change to it) until `bookingLockHours` before it starts. A slot closer
 * than that is offered to nobody: the same rule for a first booking and a change, so the panel's list of who comes is
 * settled a day ahead, and no booking is made that could not be changed at once.
 */
export const slotOpen = (startsAt: Date | string, now: Date = new Date()): boolean =>
  time(startsAt) - now.getTime() > bookingLockHours * hour;

/** When a booked time stops changing: `bookingLockHours` before it starts. */
export const bookingDeadline = (startsAt: Date | string): Date => new Date(time(startsAt) - bookingLockHours * hour);

/** The slot takes one more applicant. */
export const slotHasRoom = (slot: { capacity: number; booked: number }): boolean => slot.booked < slot.capacity;

type HeldInterview = { state: InterviewState; slot: { startsAt: Date | string } | null };

/**
 * The applicant's interview no longer changes: it took place or was missed, or its booked time starts within
 * `bookingLockHours` (409 `INTERVIEW_LOCKED`; the applicant writes to the committee instead).
 */
export function interviewLocked(interview: HeldInterview, now: Date = new Date()): boolean {
  if (interview.state === 'HELD' || interview.state === 'MISSED') return true;
  return interview.state === 'BOOKED' && interview.slot !== null && !slotOpen(interview.slot.startsAt, now);
}
