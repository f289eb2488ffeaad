import { evaluatorSeverity } from '@portal/shared/panel-scores';
import {
  defaultInterviewRubric,
  type EvaluatorSeverity,
  type MyInterview,
  type PanelsResult,
  type Rubric,
  type SessionRubric,
} from '@portal/shared/selection';
import type { AppContext } from '../../context.ts';
import type { Conn, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudits } from '../review/public.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import { planSeats } from './panel-seats.ts';
import { selectionRepository as selection } from './selection.repository.ts';

/** The rubric a session's evaluations are marked on: its own once set, the default until then. */
export const rubricOf = (session: Pick<SessionRow, 'interviewRubric'>): Rubric =>
  session.interviewRubric ?? defaultInterviewRubric;

/** The session a change of its selection touches, locked first as every writer of a whole session takes it. */
export async function lockedOpenSession(tx: Tx, sessionId: number): Promise<SessionRow> {
  const session = await sessions.find(tx, sessionId, { lock: true });
  if (!session) throw notFound('session');
  // A closed session has published its decisions: what they rest on no longer changes.
  if (session.status === 'CLOSED') throw new AppError('SESSION_CLOSED');
  return session;
}

/**
 * Fills the panels of these applications of the session, as `planSeats` chooses: every seat given is one empty
 * evaluation, and one line of the trail (PANEL) per application whose panel grew, with its members before and after.
 * Answers the run's figures and the names of the staff members seated, by application.
 */
export async function fillPanels(
  tx: Tx,
  actor: { id: number },
  session: SessionRow,
  applications: { id: number; applicantName: string }[],
): Promise<PanelsResult & { seated: { applicationId: number; evaluatorName: string }[] }> {
  const staff = await selection.activeStaff(tx);
  const seats = await selection.sessionSeats(tx, session.id);
  const conflicts = await selection.sessionConflicts(tx, session.id);
  // A seat of a deleted account counts while it holds a submitted evaluation; an empty one is no one's.
  const counted = seats.filter((seat) => seat.evaluatorId !== null || seat.submittedAt !== null);
  const panels = applications.map((application) => {
    const own = counted.filter((seat) => seat.applicationId === application.id);
    return {
      applicationId: application.id,
      seated: own.flatMap((seat) => (seat.evaluatorId === null ? [] : [seat.evaluatorId])),
      orphanSeats: own.filter((seat) => seat.evaluatorId === null).length,
      barred: conflicts.filter((c) => c.applicationId === application.id).map((c) => c.evaluatorId),
    };
  });
  const bySeatedApplication = new Map<number, number[]>();
  for (const seat of counted)
    if (seat.evaluatorId !== null)
      bySeatedApplication.set(seat.applicationId, [
        ...(bySeatedApplication.get(seat.applicationId) ?? []),
        seat.evaluatorId,
      ]);
  const plan = planSeats(
    panels,
    staff.map((member) => member.id),
    session.panelSize,
    [...bySeatedApplication.values()].map((seated) => ({ seated })),
  );
  const nameOf = new Map(staff.map((member) => [member.id, member.name]));
  const given = plan.seats.map((seat) => ({ ...seat, evaluatorName: nameOf.get(seat.evaluatorId) ?? '' }));
  await selection.insertSeats(tx, given);
  const namesBefore = (applicationId: number) =>
    counted.filter((seat) => seat.applicationId === applicationId).map((seat) => seat.evaluatorName);
  const grown = [...new Set(plan.seats.map((seat) => seat.applicationId))];
  await recordAudits(
    tx,
    actor.id,
    'PANEL',
    grown.map((applicationId) => ({
      applicationId,
      before: { panel: namesBefore(applicationId) },
      after: {
        panel: [
          ...namesBefore(applicationId),
          ...given.filter((seat) => seat.applicationId === applicationId).map((seat) => seat.evaluatorName),
        ],
      },
    })),
  );
  const seated = new Set([...counted.map((seat) => seat.evaluatorId), ...plan.seats.map((seat) => seat.evaluatorId)]);
  seated.delete(null);
  const applicantOf = new Map(applications.map((application) => [application.id, application.applicantName]));
  return {
    assigned: plan.seats.length,
    evaluators: seated.size,
    unfilled: plan.unfilled.map((panel) => ({ ...panel, applicantName: applicantOf.get(panel.applicationId) ?? '' })),
    seated: given,
  };
}

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
        interview: row.interviewState
          ? {
              state: row.interviewState,
              slot: row.slot ? { ...row.slot, startsAt: row.slot.startsAt.toISOString() } : null,
            }
          : null,
        evaluation: evaluationState(row),
      }));
    },
  };
}

export type SelectionService = ReturnType<typeof createSelectionService>;
