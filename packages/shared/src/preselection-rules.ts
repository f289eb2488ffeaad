import type { ApplicationStatus, ApplicationType, InterviewState, SessionStatus } from './enums';

/**
 * Pure rules of the preselection (the interview shortlist), without zod: when it may be drawn, who competes, where the
 * cut falls, and which interviews a run may no longer undo. The server applies them; the candidates screen asks the
 * same question before offering the run.
 */

type Timed = { status: SessionStatus; endDate: Date | string };
const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** The submission period is over (the session's end has passed): the applications are all in. */
export function submissionsEnded(session: Pick<Timed, 'endDate'>, now: Date = new Date()): boolean {
  return now.getTime() >= time(session.endDate);
}

/** The shortlist may change: the submissions are in, and the decisions are not yet published (the session is not closed). */
export function mayPreselect(session: Timed, now: Date = new Date()): boolean {
  return session.status !== 'CLOSED' && submissionsEnded(session, now);
}

type Competitor = {
  submitted: boolean;
  eligible: boolean | null;
  totalScore: number | null;
  status: ApplicationStatus;
};

/** A run draws from the submitted, eligible, scored applications the committee has not rejected. */
export function competesForPreselection(application: Competitor): boolean {
  return (
    application.submitted &&
    application.eligible === true &&
    application.totalScore !== null &&
    application.status !== 'REJECTED'
  );
}

/**
 * An interview booked, held or missed: a run never takes its application off the shortlist (only a change by hand
 * may, and only before the interview took place).
 */
export const interviewCommitted = (state: InterviewState | null): boolean =>
  state === 'BOOKED' || state === 'HELD' || state === 'MISSED';

/** The interview took place, or the applicant did not come: the application stays on the shortlist. */
export const interviewOver = (state: InterviewState | null): boolean => state === 'HELD' || state === 'MISSED';

/**
 * The count the preselection dialog suggests first: twice the places, so the interviews leave the committee a choice;
 * none when the session has no number of places.
 */
export const suggestedShortlistSize = (places: number | null): number | null =>
  places !== null && places > 0 ? places * 2 : null;

export type ShortlistCandidate = { id: number; totalScore: number; type: ApplicationType };
export type Shortlist = {
  /** Those in, best total first (ties by the smaller id). */
  ids: number[];
  /** The total score of the last one in; null when nobody is. */
  cutScore: number | null;
  /** How many are in only through the tie with the last one (beyond the count asked). */
  tiedAtCut: number;
  byType: Record<ApplicationType, number>;
};

/**
 * The `count` best total scores, and every candidate tied with the last of them: a tie at the cut brings all the tied
 * in, never leaves one out by chance. Fewer candidates than `count`: all are in. Totals are summed in hundredths by
 * the scoring, so equal totals are equal numbers.
 */
export function drawShortlist(candidates: readonly ShortlistCandidate[], count: number): Shortlist {
  const ranked = [...candidates].sort((a, b) => b.totalScore - a.totalScore || a.id - b.id);
  const byType: Record<ApplicationType, number> = { NEW: 0, OLD: 0, OLD_ENDING: 0 };
  const last = ranked[Math.min(count, ranked.length) - 1];
  if (count < 1 || !last) return { ids: [], cutScore: null, tiedAtCut: 0, byType };
  const chosen = ranked.filter((candidate) => candidate.totalScore >= last.totalScore);
  for (const candidate of chosen) byType[candidate.type] += 1;
  return {
    ids: chosen.map((candidate) => candidate.id),
    cutScore: last.totalScore,
    tiedAtCut: Math.max(0, chosen.length - count),
    byType,
  };
}
