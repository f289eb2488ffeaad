import type { SessionStatus } from '@portal/shared/enums';
import { sessionPhase } from '@portal/shared/session-rules';

/** Why nobody can apply to a session now; the screen says it in place of the button. */
export type ApplyUnavailable = 'NEW' | 'NOT_STARTED' | 'SUSPENDED' | 'TIMED_OUT' | 'CLOSED';

type Timed = { status: SessionStatus; startDate: string; endDate: string };

/** Null while the session takes applications (open, between its start and end); otherwise the reason it does not. */
export function applyUnavailableReason(session: Timed, now: Date): ApplyUnavailable | null {
  const phase = sessionPhase(session, now);
  if (phase === 'OPEN') return null;
  // A session that is not current has no phase: either not published yet (NEW) or over for good (CLOSED).
  return phase ?? (session.status === 'NEW' ? 'NEW' : 'CLOSED');
}
