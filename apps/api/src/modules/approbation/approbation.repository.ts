import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, sessions, users } from '../../db/schema/index.ts';

/** The decision as the applicant is told it; the mark kept in `decision_mailed` is compared with it. */
const decisionNow = sql`jsonb_build_object('status', ${applications.status}::text, 'reason', ${applications.rejectionReason})`;

/** Queries of the decisions' notices: which decisions are still to be mailed, and what a mail says. */
export const approbationRepository = {
  /**
   * Marks the applications (of `where`) with an applicant whose decision (undecided included) changed since it was
   * last mailed; answers them.
   */
  async markUnmailed(conn: Conn, where: SQL | undefined): Promise<number[]> {
    const rows = await conn
      .update(applications)
      .set({ decisionMailed: decisionNow })
      .where(
        and(where, isNotNull(applications.userId), sql`${applications.decisionMailed} is distinct from ${decisionNow}`),
      )
      .returning({ id: applications.id });
    return rows.map((row) => row.id);
  },

  ofSession: (sessionId: number) => eq(applications.sessionId, sessionId),
  ofApplication: (id: number) => eq(applications.id, id),

  /** Each application with its applicant and session, what a decision's mail is written from. */
  noticesOf(conn: Conn, ids: number[]) {
    return conn
      .select({ application: applications, person: users, session: sessions })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(inArray(applications.id, ids));
  },
};
