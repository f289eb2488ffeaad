import { evaluatorSeverity } from '@portal/shared/panel-scores';
import type { EvaluatorSeverity, MyInterview, PanelsResult, Rubric, SessionRubric } from '@portal/shared/selection';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { toInterview } from '../applications/public.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import { fillPanels, lockedOpenSession, rubricOf } from './panels.ts';
import { selectionRepository as selection } from './selection.repository.ts';

/** What "no evaluation marked yet" looks like: an empty seat. */
const evaluationState = (row: { scores: Record<string, number>; comment: string | null; submittedAt: Date | null }) =>
  row.submittedAt ? 'SUBMITTED' : Object.keys(row.scores).length > 0 || row.comment ? 'DRAFT' : 'NONE';

/**
 * The session's side of the panel: its rubric, the panels' run, the evaluators' severity, and each staff member's
 * interviews.
 */
export function createSelectionService({ db }: Pick<AppContext, 'db'>) {
  async function sessionOf(conn: Conn, id: number): Promise<SessionRow> {
    const session = await sessions.find(conn, id);
    if (!session) throw notFound('session');
    return session;
  }

  return {
    async rubric(sessionId: number): Promise<SessionRubric> {
      const session = await sessionOf(db, sessionId);
      return { criteria: rubricOf(session).criteria, locked: await selection.hasSubmitted(db, sessionId) };
    },

    /** Replaces the rubric until the first evaluation of the session is submitted. */
    async replaceRubric(sessionId: number, rubric: Rubric): Promise<SessionRubric> {
      return db.transaction(async (tx) => {
        // Locked as a submission locks it: a rubric never changes under an evaluation being submitted.
        const session = await sessions.find(tx, sessionId, { lock: true });
        if (!session) throw notFound('session');
        if (await selection.hasSubmitted(tx, sessionId)) throw new AppError('RUBRIC_LOCKED');
        await sessions.update(tx, sessionId, { interviewRubric: rubric });
        return { criteria: rubric.criteria, locked: false };
      });
    },

    /** POST /sessions/{id}/panels: seats for every preselected application; rerun, it only fills what is missing. */
    async assignPanels(actor: CurrentUser, sessionId: number): Promise<PanelsResult> {
      return db.transaction(async (tx) => {
        const session = await lockedOpenSession(tx, sessionId);
        const { seated: _names, ...result } = await fillPanels(
          tx,
          actor,
          session,
          await selection.preselected(tx, sessionId),
        );
        return result;
      });
    },

    /** GET /sessions/{id}/evaluators: each staff member with a seat, their figures and severity, by name. */
    async evaluators(sessionId: number): Promise<EvaluatorSeverity[]> {
      await sessionOf(db, sessionId);
      const seats = (await selection.sessionSeats(db, sessionId)).filter((seat) => seat.evaluatorId !== null);
      const severity = evaluatorSeverity(
        seats.flatMap((seat) =>
          seat.submittedAt && seat.score !== null
            ? [{ applicationId: seat.applicationId, evaluatorId: seat.evaluatorId, score: seat.score }]
            : [],
        ),
      );
      const byEvaluator = new Map<number, typeof seats>();
      for (const seat of seats)
        byEvaluator.set(seat.evaluatorId!, [...(byEvaluator.get(seat.evaluatorId!) ?? []), seat]);
      return [...byEvaluator]
        .map(([id, own]) => ({
          id,
          name: own.at(-1)!.evaluatorName,
          seats: own.length,
          submitted: own.filter((seat) => seat.submittedAt).length,
          meanScore: severity.get(id)?.meanScore ?? null,
          severity: severity.get(id)?.severity ?? null,
          comparedCandidates: severity.get(id)?.comparedCandidates ?? 0,
        }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },

    /** GET /users/me/interviews: the caller's seats in the sessions not closed, soonest interview first. */
    async myInterviews(user: CurrentUser): Promise<MyInterview[]> {
      const rows = await selection.myInterviews(db, user.id);
      return rows.map((row) => ({
        applicationId: row.applicationId,
        applicantName: row.applicantName,
        sessionId: row.sessionId,
        sessionName: row.sessionName,
        interview: toInterview(row.interviewState, row.slot),
        evaluation: evaluationState(row),
      }));
    },
  };
}

export type SelectionService = ReturnType<typeof createSelectionService>;
