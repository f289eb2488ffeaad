import type { ApplicationStatus, SessionStatus } from '@portal/shared/enums';

/**
 * Where a sent application stands, as its applicant may know it (the server hides a decision until the session
 * closes): waiting for the committee, still undecided once the session is closed, or decided. The submission
 * section says this, so it never says "waiting" under a decision shown above it.
 */
export type SentStage = 'waiting' | 'waitingClosed' | 'decided';

export function sentStage(status: ApplicationStatus, sessionStatus: SessionStatus): SentStage {
  if (status !== 'PENDING') return 'decided';
  return sessionStatus === 'CLOSED' ? 'waitingClosed' : 'waiting';
}
