import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  applications,
  evaluationConflicts,
  evaluations,
  interviewSlots,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { slotColumns } from '../applications/public.ts';

export type EvaluationRow = typeof evaluations.$inferSelect;

const fullName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`;

/** SQL of panels, evaluations and conflicts; no rules here. */
export const selectionRepository = {
  /**
   * What a session's final scores are computed with, its row locked: read here rather than through the sessions'
   * public file, which the access policies (and so this module's public file) must not reach.
   */
  async lockedSettings(conn: Conn, sessionId: number) {
    const [row] = await conn
      .select({
        status: sessions.status,
        interviewWeight: sessions.interviewWeight,
        correctSeverity: sessions.correctSeverity,
      })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    return row;
  },

  /** What the final score and ranking read of each application of the session, with what they hold today. */
  sessionApplications(conn: Conn, sessionId: number) {
    return conn
      .select({
        id: applications.id,
        totalScore: applications.totalScore,
        rank: applications.rank,
        interviewState: applications.interviewState,
        panelScore: applications.panelScore,
        correctedPanelScore: applications.correctedPanelScore,
        panelSpread: applications.panelSpread,
        finalScore: applications.finalScore,
        finalRank: applications.finalRank,
      })
      .from(applications)
      .where(eq(applications.sessionId, sessionId));
  },

  /** Every seat of the session's panels, submitted or not, oldest first. */
  sessionSeats(conn: Conn, sessionId: number) {
    return conn
      .select({
        id: evaluations.id,
        applicationId: evaluations.applicationId,
        evaluatorId: evaluations.evaluatorId,
        evaluatorName: evaluations.evaluatorName,
        score: evaluations.score,
        submittedAt: evaluations.submittedAt,
      })
      .from(evaluations)
      .innerJoin(applications, eq(applications.id, evaluations.applicationId))
      .where(eq(applications.sessionId, sessionId))
      .orderBy(asc(evaluations.id));
  },

  async hasSubmitted(conn: Conn, sessionId: number): Promise<boolean> {
    const [row] = await conn
      .select({ id: evaluations.id })
      .from(evaluations)
      .innerJoin(applications, eq(applications.id, evaluations.applicationId))
      .where(and(eq(applications.sessionId, sessionId), isNotNull(evaluations.submittedAt)))
      .limit(1);
    return row !== undefined;
  },

  /** The staff members who may sit on a panel: active administrators and evaluators. */
  activeStaff(conn: Conn) {
    return conn
      .select({ id: users.id, name: fullName })
      .from(users)
      .where(and(inArray(users.role, ['ADMIN', 'EVALUATOR']), eq(users.active, true)))
      .orderBy(asc(users.id));
  },

  /** The session's preselected applications with their applicants' names. */
  preselected(conn: Conn, sessionId: number) {
    return conn
      .select({ id: applications.id, applicantName: fullName })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(and(eq(applications.sessionId, sessionId), eq(applications.preselected, true)))
      .orderBy(asc(applications.id));
  },

  sessionConflicts(conn: Conn, sessionId: number) {
    return conn
      .select({ applicationId: evaluationConflicts.applicationId, evaluatorId: evaluationConflicts.evaluatorId })
      .from(evaluationConflicts)
      .innerJoin(applications, eq(applications.id, evaluationConflicts.applicationId))
      .where(eq(applications.sessionId, sessionId));
  },

  async insertSeats(conn: Conn, seats: { applicationId: number; evaluatorId: number; evaluatorName: string }[]) {
    if (seats.length > 0) await conn.insert(evaluations).values(seats);
  },

  /** An application's evaluations, in the order their seats were given. */
  ofApplication(conn: Conn, applicationId: number): Promise<EvaluationRow[]> {
    return conn
      .select()
      .from(evaluations)
      .where(eq(evaluations.applicationId, applicationId))
      .orderBy(asc(evaluations.id));
  },

  /** The seat a staff member holds on an application's panel. */
  async seat(conn: Conn, applicationId: number, evaluatorId: number, options: { lock?: boolean } = {}) {
    const query = conn
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.applicationId, applicationId), eq(evaluations.evaluatorId, evaluatorId)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row as EvaluationRow | undefined;
  },

  /** Writes marks; with `version`, only over that version (undefined: another save came first). */
  async saveEvaluation(
    conn: Conn,
    id: number,
    values: Pick<EvaluationRow, 'scores' | 'comment' | 'score' | 'submittedAt'>,
    version?: number,
  ): Promise<EvaluationRow | undefined> {
    const [row] = await conn
      .update(evaluations)
      .set({ ...values, version: sql`${evaluations.version} + 1` })
      .where(and(eq(evaluations.id, id), version === undefined ? undefined : eq(evaluations.version, version)))
      .returning();
    return row;
  },

  async removeSeat(conn: Conn, id: number): Promise<void> {
    await conn.delete(evaluations).where(eq(evaluations.id, id));
  },

  /** Records a conflict once (a second declaration changes nothing). */
  async insertConflict(conn: Conn, conflict: { applicationId: number; evaluatorId: number; reason: string }) {
    await conn.insert(evaluationConflicts).values(conflict).onConflictDoNothing();
  },

  /** A staff member's seats in the sessions not closed, with the interview and the applicant, soonest first. */
  myInterviews(conn: Conn, evaluatorId: number) {
    return conn
      .select({
        applicationId: applications.id,
        applicantName: fullName,
        sessionId: sessions.id,
        sessionName: sessions.name,
        interviewState: applications.interviewState,
        slot: slotColumns,
        scores: evaluations.scores,
        comment: evaluations.comment,
        submittedAt: evaluations.submittedAt,
      })
      .from(evaluations)
      .innerJoin(applications, eq(applications.id, evaluations.applicationId))
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId))
      .where(and(eq(evaluations.evaluatorId, evaluatorId), ne(sessions.status, 'CLOSED')))
      .orderBy(sql`${interviewSlots.startsAt} asc nulls last`, asc(applications.id));
  },
};
