import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { approbationRepository as notices } from './approbation.repository.ts';
import { buildDecisionMail } from './decision.mail.ts';

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
  return {
    /** In the transaction that closes the session: the applications whose decision is still to be mailed. */
    markSession: (conn: Conn, sessionId: number) => notices.markUnmailed(conn, notices.ofSession(sessionId)),
    /** In the transaction that takes the decision: whether this one is still to be mailed. */
    markOne: async (conn: Conn, id: number) => (await notices.markUnmailed(conn, notices.ofApplication(id))).length > 0,

    /** Queues the mails of these applications; call it once the transaction that marked them has committed. */
    send(ids: number[]): void {
      if (ids.length === 0) return;
      mailQueue.defer('decision notices', async () => {
        const rows = await notices.noticesOf(db, ids);
        return rows.map((row) => buildDecisionMail({ ...row, publicUrl: config.publicUrl }));
      });
    },
  };
}
export type DecisionNoticesService = ReturnType<typeof createDecisionNoticesService>;
