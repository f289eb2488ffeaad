import type { RankingMark } from '@portal/shared/enums';
import type { RankedCandidate } from '@portal/shared/ranking';
import { scoreApplication } from '@portal/shared/scoring';
import type { Rubric } from '@portal/shared/scoring-rubric';
import type { Conn, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import type { ReviewInput } from './review-runs.repository.ts';

/** What the review's use cases share and the product never asks for alone. */

/** The session a run changes, locked; a closed one has published its decisions and no longer changes. */
export async function lockedSession(tx: Tx, sessionId: number): Promise<SessionRow> {
  // The lock queues two runs of the same session one after the other.
  const session = await sessions.find(tx, sessionId, { lock: true });
  if (!session) throw notFound('session');
  if (session.status === 'CLOSED') throw new AppError('SESSION_CLOSED');
  return session;
}

export async function sessionOf(conn: Conn, id: number): Promise<SessionRow> {
  const session = await sessions.find(conn, id);
  if (!session) throw notFound('session');
  return session;
}

/** The rubric scores are computed with: the session's frozen copy, or the programme's current one before that. */
export const rubricOf = (session: SessionRow, fallback: Rubric) => (session.rubric as Rubric | null) ?? fallback;

/** A score's answer: the parts, the bonus and the total, without the list of missing answers. */
export function scoreOf(input: ReviewInput, rubric: Rubric) {
  const outcome = scoreApplication(input.scoring, rubric);
  if (outcome.ok) return outcome.score;
  // A bonus stored without its reason (written before the rule) is scored without the bonus, never refused.
  const unchecked = scoreApplication({ ...input.scoring, bonus: null, bonusReason: null }, rubric);
  if (!unchecked.ok) throw new Error('scoring without a bonus cannot fail');
  return unchecked.score;
}

/** How the ranking placed a competing application, as the candidates list and the export show it. */
export function rankingMarkOf(place: RankedCandidate | undefined): RankingMark | null {
  if (!place?.passed) return null;
  if (!place.selected) return 'RESERVE';
  return place.reservedFor ? 'BIOMEDICAL_PLACE' : 'SELECTED';
}
