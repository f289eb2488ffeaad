import type { MyInterview } from '@portal/shared/selection';

export type InterviewGroup = 'today' | 'coming' | 'done';
export const interviewGroups: readonly InterviewGroup[] = ['today', 'coming', 'done'];

/** The calendar day of an instant in a time zone, as `YYYY-MM-DD` (sortable). */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * Where a seat belongs on the evaluator's list: done once their evaluation is submitted or the applicant missed the
 * interview; today for an interview of today (in the reader's zone) or of a past day still to be evaluated; coming
 * for a later one, or one not booked yet.
 */
export function groupOf(seat: MyInterview, now: Date, timeZone: string): InterviewGroup {
  if (seat.evaluation === 'SUBMITTED' || seat.interview?.state === 'MISSED') return 'done';
  const slot = seat.interview?.slot;
  if (slot && dayIn(new Date(slot.startsAt), timeZone) <= dayIn(now, timeZone)) return 'today';
  return 'coming';
}

const startOf = (seat: MyInterview) => (seat.interview?.slot ? Date.parse(seat.interview.slot.startsAt) : null);

/** Soonest first, unbooked last; what is done, latest first. */
function order(group: InterviewGroup) {
  return (a: MyInterview, b: MyInterview) => {
    const [first, second] = [startOf(a), startOf(b)];
    if (first === second) return a.applicantName.localeCompare(b.applicantName);
    if (first === null) return 1;
    if (second === null) return -1;
    return group === 'done' ? second - first : first - second;
  };
}

/** The seats in their three groups, each in the order the evaluator works through it. */
export function groupInterviews(
  seats: readonly MyInterview[],
  now: Date,
  timeZone: string,
): Record<InterviewGroup, MyInterview[]> {
  const groups: Record<InterviewGroup, MyInterview[]> = { today: [], coming: [], done: [] };
  for (const seat of seats) groups[groupOf(seat, now, timeZone)].push(seat);
  for (const group of interviewGroups) groups[group].sort(order(group));
  return groups;
}
