/**
 * Pure rules of a place's acceptance, without zod: the server, the dashboard's countdown and the tests read the same
 * ones. An approved applicant answers within the session's `acceptanceDays` after publication (or after being
 * offered the place); a declined, expired or withdrawn place goes to the next candidate in line.
 */
export const acceptanceStates = ['AWAITING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const;
export type AcceptanceState = (typeof acceptanceStates)[number];

/**
 * After publication the committee changes a decision only by withdrawing the place: one that awaits its answer or
 * was accepted. A withdrawn place ends the beneficiary's year and goes to the next candidate in line.
 */
export const withdrawableStates = ['AWAITING', 'ACCEPTED'] as const satisfies readonly AcceptanceState[];

export function canWithdraw(state: AcceptanceState): boolean {
  return (withdrawableStates as readonly AcceptanceState[]).includes(state);
}

/** The longest reason a withdrawal may give (it is mailed to the applicant). */
export const withdrawalReasonMax = 2000;

/** Days an approved applicant has to answer, unless the session says otherwise. */
export const defaultAcceptanceDays = 10;
/** The reminder of an unanswered place goes out this many days before its deadline. */
export const acceptanceReminderDays = 3;
/** Days before a session ends when an applicant who has not submitted is reminded, unless the session says otherwise. */
export const defaultSubmissionReminderDays = 3;

/** What a beneficiary commits to for the year: the committee checks both before each payment. */
export const obligations = { serviceHours: 100, transcriptsPerYear: 2 } as const;
/** The allowance of a year in FCFA (tuition is paid besides), in six payments, one every two months. */
export const allowance = { yearlyFcfa: 650_000, payments: 6, monthsBetween: 2 } as const;

const day = 24 * 3600_000;

export function acceptanceDeadline(from: Date, days: number): Date {
  return new Date(from.getTime() + days * day);
}

/** Whether the answer is still possible: awaiting and before the deadline. */
export function canAnswer(acceptance: { state: AcceptanceState; deadline: Date | string }, now = new Date()): boolean {
  return acceptance.state === 'AWAITING' && now.getTime() < new Date(acceptance.deadline).getTime();
}

/** Whole days and hours left until the deadline, never negative: the dashboard's countdown. */
export function timeLeft(deadline: Date | string, now = new Date()): { days: number; hours: number } {
  const ms = Math.max(0, new Date(deadline).getTime() - now.getTime());
  const hours = Math.floor(ms / 3600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
