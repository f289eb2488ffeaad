import { withdrawableStates } from '@portal/shared/acceptance-rules';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import { preparedQuery } from '../../db/queries.ts';
import { acceptances, applications, mailMarks, sessions, users } from '../../db/schema/index.ts';

export type AcceptanceRow = typeof acceptances.$inferSelect;

/** The states of a place that leave it free for the next in line. */
const vacatedStates = ['DECLINED', 'EXPIRED', 'WITHDRAWN'] as const;

const successor = alias(acceptances, 'successor');

const ofOneApplication = preparedQuery((conn) =>
  conn
    .select()
    .from(acceptances)
    .where(eq(acceptances.applicationId, sql.placeholder('id')))
    .prepare('acceptances_of_application'),
);

/** Queries of the places offered after publication, and of the marks of mails that go out once. */
export const acceptanceRepository = {
  async ofApplications(conn: Conn, ids: number[]): Promise<AcceptanceRow[]> {
    if (ids.length === 0) return [];
    // One application (its reader's answer, the dashboard's on every visit): the prepared query.
    if (ids.length === 1) return ofOneApplication(conn).execute({ id: ids[0] });
    return conn.select().from(acceptances).where(inArray(acceptances.applicationId, ids));
  },

  async ofApplication(conn: Conn, id: number, options: { lock?: boolean } = {}) {
    const query = conn.select().from(acceptances).where(eq(acceptances.applicationId, id));
    const [row] = await (options.lock ? query.for('update') : query);
    return row;
  },

  /** Offers a place (at `offeredAt`) to each approved application of the session that has none yet; answers them. */
  async openApproved(conn: Conn, sessionId: number, offeredAt: Date, deadline: Date): Promise<number[]> {
    const approved = await conn
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.sessionId, sessionId), eq(applications.status, 'APPROVED')));
    if (approved.length === 0) return [];
    const rows = await conn
      .insert(acceptances)
      .values(approved.map(({ id }) => ({ applicationId: id, sessionId, deadline, created: offeredAt })))
      .onConflictDoNothing()
      .returning({ id: acceptances.id });
    return rows.map((row) => row.id);
  },

  async insert(conn: Conn, values: typeof acceptances.$inferInsert): Promise<AcceptanceRow> {
    const [row] = await conn.insert(acceptances).values(values).returning();
    return row!;
  },

  /** Records an answer if the place still awaits one before its deadline; undefined when it did not. */
  async answer(conn: Conn, id: number, state: 'ACCEPTED' | 'DECLINED', now: Date) {
    const [row] = await conn
      .update(acceptances)
      .set({ state, answeredAt: now })
      .where(and(eq(acceptances.id, id), eq(acceptances.state, 'AWAITING'), sql`${acceptances.deadline} > ${now}`))
      .returning();
    return row;
  },

  /** Withdraws a place that awaits its answer or was accepted; undefined when it is in no such state. */
  async withdraw(conn: Conn, id: number, withdrawal: { reason: string; by: number; at: Date }) {
    const [row] = await conn
      .update(acceptances)
      .set({
        state: 'WITHDRAWN',
        withdrawalReason: withdrawal.reason,
        withdrawnAt: withdrawal.at,
        withdrawnBy: withdrawal.by,
      })
      .where(and(eq(acceptances.id, id), inArray(acceptances.state, withdrawableStates)))
      .returning();
    return row;
  },

  /** Places whose deadline passed unanswered become EXPIRED; answers them. */
  async expire(conn: Conn, now: Date, sessionId?: number): Promise<AcceptanceRow[]> {
    return conn
      .update(acceptances)
      .set({ state: 'EXPIRED' })
      .where(
        and(
          eq(acceptances.state, 'AWAITING'),
          lte(acceptances.deadline, now),
          sessionId === undefined ? undefined : eq(acceptances.sessionId, sessionId),
        ),
      )
      .returning();
  },

  /** Declined, expired or withdrawn places not passed on yet, oldest first. */
  async vacated(conn: Conn, sessionId?: number): Promise<AcceptanceRow[]> {
    return conn
      .select()
      .from(acceptances)
      .where(
        and(
          inArray(acceptances.state, vacatedStates),
          sessionId === undefined ? undefined : eq(acceptances.sessionId, sessionId),
          notExists(conn.select({ one: sql`1` }).from(successor).where(eq(successor.replacesId, acceptances.id))),
        ),
      )
      .orderBy(asc(acceptances.id));
  },

  /** Locks a vacated place and answers it only while nobody has passed it on. */
  async lockVacated(conn: Conn, id: number): Promise<AcceptanceRow | undefined> {
    const [row] = await conn.select().from(acceptances).where(eq(acceptances.id, id)).for('update');
    if (!row) return undefined;
    const [taken] = await conn.select({ id: acceptances.id }).from(acceptances).where(eq(acceptances.replacesId, id));
    return taken ? undefined : row;
  },

  /**
   * The best candidate of the session by the final ranking (final score, then total score, then the oldest
   * application: the order of the final rank) who may take a free place: eligible, submitted, neither approved nor
   * rejected, with an active account (a deactivated one cannot sign in to answer, a deleted one is nobody's), never
   * offered a place; locked until the transaction ends.
   */
  async nextInLine(conn: Conn, sessionId: number) {
    const [row] = await conn
      .select({ application: applications })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(
        and(
          eq(applications.sessionId, sessionId),
          eq(applications.eligible, true),
          eq(applications.submitted, true),
          inArray(applications.status, ['PENDING', 'NOT_APPROVED']),
          eq(users.active, true),
          notExists(
            conn.select({ one: sql`1` }).from(acceptances).where(eq(acceptances.applicationId, applications.id)),
          ),
        ),
      )
      .orderBy(
        sql`${applications.finalScore} desc nulls last`,
        sql`${applications.totalScore} desc nulls last`,
        asc(applications.id),
      )
      .limit(1)
      // A candidate another run is offering a place right now is skipped, not waited for: that run takes them.
      .for('update', { of: applications, skipLocked: true });
    return row?.application;
  },

  /** Closed sessions that have places still to answer or to pass on. */
  async sessionsToProcess(conn: Conn): Promise<number[]> {
    const rows = await conn
      .selectDistinct({ id: acceptances.sessionId })
      .from(acceptances)
      .where(inArray(acceptances.state, ['AWAITING', ...vacatedStates]));
    return rows.map((row) => row.id);
  },

  /**
   * Places that still await an answer and end within `until`, offered by `offeredBefore` (a reminder never follows
   * its offer within a day), not yet reminded.
   */
  async awaitingUntil(conn: Conn, until: Date, now: Date, offeredBefore: Date) {
    return conn
      .select({ id: acceptances.id })
      .from(acceptances)
      .where(
        and(
          eq(acceptances.state, 'AWAITING'),
          lte(acceptances.deadline, until),
          sql`${acceptances.deadline} > ${now}`,
          lte(acceptances.created, offeredBefore),
          notExists(
            conn
              .select({ one: sql`1` })
              .from(mailMarks)
              .where(and(eq(mailMarks.kind, 'acceptance-reminder'), eq(mailMarks.objectId, acceptances.id))),
          ),
        ),
      );
  },

  /** Writes the marks of mails about to go; answers the objects whose mark this call wrote (the others went already). */
  async mark(conn: Conn, kind: string, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await conn
      .insert(mailMarks)
      .values(ids.map((objectId) => ({ kind, objectId })))
      .onConflictDoNothing()
      .returning({ id: mailMarks.objectId });
    return rows.map((row) => row.id);
  },

  /** Each place with its application, applicant and session: what a mail is written from. */
  placesWithPeople(conn: Conn, ids: number[]) {
    return conn
      .select({ acceptance: acceptances, application: applications, person: users, session: sessions })
      .from(acceptances)
      .innerJoin(applications, eq(applications.id, acceptances.applicationId))
      .innerJoin(users, eq(users.id, applications.userId))
      .innerJoin(sessions, eq(sessions.id, acceptances.sessionId))
      .where(inArray(acceptances.id, ids));
  },

  /** A session's places, with the holders' names and the place each was offered after. */
  chain(conn: Conn, sessionId: number) {
    const before = alias(acceptances, 'before');
    const beforeApplication = alias(applications, 'before_application');
    const beforeUser = alias(users, 'before_user');
    return conn
      .select({
        acceptance: acceptances,
        rank: applications.rank,
        firstName: users.firstName,
        lastName: users.lastName,
        beforeApplicationId: before.applicationId,
        beforeState: before.state,
        beforeFirstName: beforeUser.firstName,
        beforeLastName: beforeUser.lastName,
      })
      .from(acceptances)
      .innerJoin(applications, eq(applications.id, acceptances.applicationId))
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(before, eq(before.id, acceptances.replacesId))
      .leftJoin(beforeApplication, eq(beforeApplication.id, before.applicationId))
      .leftJoin(beforeUser, eq(beforeUser.id, beforeApplication.userId))
      .where(eq(acceptances.sessionId, sessionId))
      .orderBy(asc(acceptances.id));
  },

  /** Closed sessions whose list is public, newest first, each with its selected applications (none withdrawn). */
  async publicResults(conn: Conn) {
    const closed = await conn
      .select()
      .from(sessions)
      .where(and(eq(sessions.status, 'CLOSED'), eq(sessions.resultsHidden, false), isNotNull(sessions.publishedAt)))
      .orderBy(desc(sessions.publishedAt), desc(sessions.id));
    if (closed.length === 0) return [];
    const rows = await conn
      .select({
        sessionId: acceptances.sessionId,
        number: applications.id,
        state: acceptances.state,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(acceptances)
      .innerJoin(applications, eq(applications.id, acceptances.applicationId))
      .leftJoin(users, eq(users.id, applications.userId))
      .where(
        and(
          inArray(
            acceptances.sessionId,
            closed.map((session) => session.id),
          ),
          // A withdrawn place is no longer the programme's: it leaves the public list.
          ne(acceptances.state, 'WITHDRAWN'),
        ),
      )
      .orderBy(asc(applications.id));
    return closed.map((session) => ({ session, rows: rows.filter((row) => row.sessionId === session.id) }));
  },

  /** Year ends without a renewal: accepted places of sessions published before `before`, not yet marked. */
  async markNotRenewed(conn: Conn, before: Date, now: Date): Promise<number> {
    const renewal = alias(applications, 'renewal');
    const rows = await conn
      .update(acceptances)
      .set({ notRenewedAt: now })
      .where(
        and(
          eq(acceptances.state, 'ACCEPTED'),
          isNull(acceptances.notRenewedAt),
          sql`${acceptances.sessionId} in (select ${sessions.id} from ${sessions} where ${sessions.publishedAt} <= ${before})`,
          notExists(
            conn
              .select({ one: sql`1` })
              .from(renewal)
              .where(and(eq(renewal.renewedFromId, acceptances.applicationId), eq(renewal.submitted, true))),
          ),
        ),
      )
      .returning({ id: acceptances.id });
    return rows.length;
  },
};
