import type { SessionStatus } from '@portal/shared/enums';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { preparedQuery, rowById } from '../../db/queries.ts';
import { acceptances, applications, sessions, users } from '../../db/schema/index.ts';
import type { SignInState } from '../../lib/sign-in-state.ts';
import { signInStateColumns } from '../accounts/public.ts';
import { type ObjectRead, readLogged } from '../reads/public.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationSession = Pick<typeof sessions.$inferSelect, 'status' | 'startDate' | 'endDate'>;

/** The session a student applies to now: open or suspended, one at most (`sessions_one_current_key`). */
const current = inArray(sessions.status, ['OPEN', 'SUSPENDED']);

/** The user's sign-in state, and their application to the current session with its status if they have one: a row. */
const ofUserInCurrentSession = preparedQuery((conn) =>
  conn
    .select({
      signIn: signInStateColumns,
      application: applications,
      session: { id: sessions.id, status: sessions.status },
    })
    .from(users)
    .leftJoin(sessions, current)
    .leftJoin(applications, and(eq(applications.userId, users.id), eq(applications.sessionId, sessions.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('applications_of_user_in_current_session'),
);

/** Queries of the applications table; every write bumps the version a stale copy is told apart by. */
export const applicationsRepository = {
  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, applications, id, options),

  /** The application, a staff member's read of it appended to the reads log by the same statement. */
  async findRead(
    conn: Conn,
    id: number,
    read: Pick<ObjectRead, 'readerId' | 'what'>,
  ): Promise<ApplicationRow | undefined> {
    const where = eq(applications.id, id);
    const from = sql`${applications}`;
    const { step } = readLogged(conn, {
      ...read,
      from,
      where,
      applicationId: applications.id,
      ownerId: applications.userId,
    });
    const [row] = await conn.with(step).select().from(applications).where(where);
    return row;
  },

  /**
   * The scholarships granted through the portal, one a holder and year: applications approved in a published
   * (closed) session whose place was accepted. Declined, expired, withdrawn and unanswered places are none; an
   * application of a session published before places were kept counts without one.
   */
  async countGranted(conn: Conn): Promise<number> {
    const [row] = await conn
      .select({ granted: count() })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .leftJoin(acceptances, eq(acceptances.applicationId, applications.id))
      .where(
        and(
          eq(sessions.status, 'CLOSED'),
          eq(applications.status, 'APPROVED'),
          or(isNull(acceptances.id), eq(acceptances.state, 'ACCEPTED')),
        ),
      );
    return row?.granted ?? 0;
  },

  /** The application and what its session says of it, the application locked until the transaction ends. */
  async findForChange(
    conn: Conn,
    id: number,
  ): Promise<{ application: ApplicationRow; session: ApplicationSession } | undefined> {
    const [row] = await conn
      .select({
        application: applications,
        session: { status: sessions.status, startDate: sessions.startDate, endDate: sessions.endDate },
      })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(eq(applications.id, id))
      .for('update', { of: applications });
    return row;
  },

  async findOfUserInSession(conn: Conn, userId: number, sessionId: number): Promise<ApplicationRow | undefined> {
    const [row] = await conn
      .select()
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.sessionId, sessionId)));
    return row;
  },

  /**
   * A student's application to the current session (open or suspended, as `sessionsRepository.findCurrent` says)
   * with that session's status, and the student's sign-in state, in one query: what the dashboard asks on every
   * visit. Undefined when there is no such user; `application` null when they have not applied.
   */
  async findOfUserInCurrentSession(
    conn: Conn,
    userId: number,
  ): Promise<
    | { signIn: SignInState; application: ApplicationRow | null; session: { id: number; status: SessionStatus } | null }
    | undefined
  > {
    const [row] = await ofUserInCurrentSession(conn).execute({ userId });
    return row;
  },

  /** A student's applications, newest session first. */
  async listOfUser(conn: Conn, userId: number): Promise<ApplicationRow[]> {
    return conn
      .select({ application: applications })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(eq(applications.userId, userId))
      .orderBy(desc(sessions.startDate), desc(applications.id))
      .then((rows) => rows.map((row) => row.application));
  },

  async insert(conn: Conn, values: NewApplicationRow): Promise<ApplicationRow> {
    const [row] = await conn.insert(applications).values(values).returning();
    return row!;
  },

  async update(conn: Conn, id: number, values: Partial<NewApplicationRow>): Promise<ApplicationRow> {
    const [row] = await conn
      .update(applications)
      .set({ ...values, version: sql`${applications.version} + 1` })
      .where(eq(applications.id, id))
      .returning();
    return row!;
  },

  async remove(conn: Conn, id: number): Promise<void> {
    await conn.delete(applications).where(eq(applications.id, id));
  },

  /** How many applications name this school level (a reference row in use cannot be deleted). */
  async countWithSchoolLevel(conn: Conn, schoolLevelId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(applications)
      .where(eq(applications.schoolLevelId, schoolLevelId));
    return row?.value ?? 0;
  },

  /** When an account is deleted: its applications stay for the statistics, without what the person wrote. */
  async forgetPerson(conn: Conn, userId: number, selfHandicap: boolean): Promise<void> {
    await conn
      .update(applications)
      .set({
        selfHandicap,
        motivation: null,
        nextYearWish: null,
        nextYearTown: null,
        version: sql`${applications.version} + 1`,
      })
      .where(eq(applications.userId, userId));
  },
};
