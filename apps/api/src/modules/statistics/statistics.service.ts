import type { SessionStatistics } from '@portal/shared/applications';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import { statisticsRepository as statistics } from './statistics.repository.ts';

const none = (id: number | null): SessionStatistics => ({
  id,
  totalCandidates: 0,
  newCandidates: 0,
  oldCandidates: 0,
  oldEndingCandidates: 0,
  eligibleCandidates: 0,
  preselectedCandidates: 0,
  interviewedCandidates: 0,
  selfHandicap: 0,
  familyHandicap: 0,
});

/** The figures of a session's candidates, and of the session before it to compare with. */
export function createStatisticsService({ db }: Pick<AppContext, 'db'>) {
  async function ofSession(id: number): Promise<SessionStatistics> {
    if (!(await sessions.find(db, id))) throw notFound('session');
    const [figures, familyHandicap] = await Promise.all([
      statistics.figures(db, id),
      statistics.withHandicappedFamilyMember(db, id),
    ]);
    return {
      id,
      totalCandidates: figures.total,
      newCandidates: figures.fresh,
      oldCandidates: figures.old,
      oldEndingCandidates: figures.oldEnding,
      eligibleCandidates: figures.eligible,
      preselectedCandidates: figures.preselected,
      interviewedCandidates: figures.interviewed,
      selfHandicap: figures.selfHandicap,
      // Applications declaring at least one family member with a handicap.
      familyHandicap,
    };
  }

  return {
    ofSession,
    /** The session that started last before this one; all 0 (and no id) when there is none. */
    async ofPreviousSession(id: number): Promise<SessionStatistics> {
      const session = await sessions.find(db, id);
      if (!session) throw notFound('session');
      const previous = await sessions.findBefore(db, session);
      return previous ? ofSession(previous.id) : none(null);
    },
  };
}
