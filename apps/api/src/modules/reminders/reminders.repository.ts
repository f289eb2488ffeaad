import { and, eq, gt, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, mailMarks, sessions, users } from '../../db/schema/index.ts';

/** Queries of the reminders sent before a session ends. */
export const remindersRepository = {
  /**
   * Unsubmitted applications of open sessions that end within their `reminder_days`, whose applicant still has an
   * active account and was not reminded yet.
   */
  async due(conn: Conn, now: Date): Promise<number[]> {
    const rows = await conn
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(
        and(
          eq(sessions.status, 'OPEN'),
          gt(sessions.endDate, now),
          lte(sql`${sessions.endDate} - make_interval(days => ${sessions.reminderDays})`, now),
          eq(applications.submitted, false),
          isNotNull(applications.userId),
          eq(users.active, true),
          notExists(
            conn
              .select({ one: sql`1` })
              .from(mailMarks)
              .where(and(eq(mailMarks.kind, 'submission-reminder'), eq(mailMarks.objectId, applications.id))),
          ),
        ),
      );
    return rows.map((row) => row.id);
  },

  /** Marks them; answers those this call marked (a concurrent run marked the others and mails them). */
  async mark(conn: Conn, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await conn
      .insert(mailMarks)
      .values(ids.map((objectId) => ({ kind: 'submission-reminder', objectId })))
      .onConflictDoNothing()
      .returning({ id: mailMarks.objectId });
    return rows.map((row) => row.id);
  },

  withPeople(conn: Conn, ids: number[]) {
    return conn
      .select({ application: applications, person: users, session: sessions })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(inArray(applications.id, ids));
  },
};
