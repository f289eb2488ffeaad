import { defaultInterviewRubric, type PanelsResult, type Rubric } from '@portal/shared/selection';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
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
  // Every panel of the session weighs in the balance, not only the ones being filled.
  const seatedOn = new Map<number, number[]>();
  for (const { applicationId, evaluatorId } of counted)
    if (evaluatorId !== null) seatedOn.set(applicationId, [...(seatedOn.get(applicationId) ?? []), evaluatorId]);
  const sessionPanels = [...seatedOn.values()].map((seated) => ({ seated }));
  const plan = planSeats(
    panels,
    staff.map((member) => member.id),
    session.panelSize,
    sessionPanels,
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
  const members = new Set([...seatedOn.values(), plan.seats.map((seat) => seat.evaluatorId)].flat());
  const applicantOf = new Map(applications.map((application) => [application.id, application.applicantName]));
  return {
    assigned: plan.seats.length,
    evaluators: members.size,
    unfilled: plan.unfilled.map((panel) => ({ ...panel, applicantName: applicantOf.get(panel.applicationId) ?? '' })),
    seated: given,
  };
}
