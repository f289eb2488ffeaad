import { and, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { applications, sessions, users } from '../../db/schema/index.ts';
import { buildDecisionMail } from './decision.mail.ts';

/** The decision as the applicant is told it; the mark kept in `decision_mailed` is compared with it. */
const decisionNow = sql`jsonb_build_object('status', ${applications.status}::text, 'reason', ${applications.rejectionReason})`;

/**
 * The mails that tell applicants the committee's decision, each decision once. A decision is marked as mailed in the
 * transaction that publishes it (closing the session, or a rejection allowing re-submission); the mails leave once
 * that transaction has committed. Closing a session again mails only the applicants whose decision changed since.
 */
export function createDecisionNoticesService({
  db,
  mailQueue,
  config,
}: Pick<AppContext, 'db' | 'mailQueue' | 'config'>) {
  async function markUnmailed(conn: Conn, where: SQL | undefined): Promise<number[]> {
    const rows = await conn
      .update(applications)
      .set({ decisionMailed: decisionNow })
      .where(
        and(
          where,
          ne(applications.status, 'PENDING'),
          isNotNull(applications.userId),
          sql`${applications.decisionMailed} is distinct from ${decisionNow}`,
        ),
      )
      .returning({ id: applications.id });
    return rows.map((row) => row.id);
  }

  return {
    /** In the transaction that closes the session: the applications whose decision is still to be mailed. */
    markSession: (conn: Conn, sessionId: number) => markUnmailed(conn, eq(applications.sessionId, sessionId)),
    /** In the transaction that takes the decision: whether this one is still to be mailed. */
    markOne: async (conn: Conn, id: number) => (await markUnmailed(conn, eq(applications.id, id))).length > 0,

    /** Queues the mails of these applications; call it once the transaction that marked them has committed. */
    send(ids: number[]): void {
      if (ids.length === 0) return;
      mailQueue.defer('decision notices', async () => {
        const rows = await db
          .select({ application: applications, person: users, session: sessions })
          .from(applications)
          .innerJoin(users, eq(users.id, applications.userId))
          .innerJoin(sessions, eq(sessions.id, applications.sessionId))
          .where(inArray(applications.id, ids));
        return rows.map((row) => buildDecisionMail({ ...row, publicUrl: config.publicUrl }));
      });
    },
  };
}
export type DecisionNoticesService = ReturnType<typeof createDecisionNoticesService>;
