import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { approbationRepository as notices } from './approbation.repository.ts';
import { buildDecisionMail } from './decision.mail.ts';

/**
 * The mails that tell applicants the committee's decision, each decision once. In the transaction that publishes
 * decisions (closing the session, or a rejection allowing re-submission) each one still to tell is marked as mailed
 * and its mail written to the outbox; the mails leave once that transaction has committed. Closing a session mails
 * every applicant of it, the undecided included; closing it again mails only those whose decision changed since.
 */
export function createDecisionNoticesService({ outbox, config }: Pick<AppContext, 'outbox' | 'config'>) {
  /** Writes the mails of these applications, just marked, in the marking transaction; answers them. */
  async function write(conn: Conn, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return ids;
    const rows = await notices.noticesOf(conn, ids);
    await outbox.enqueue(
      conn,
      rows.flatMap((row) => buildDecisionMail({ ...row, publicUrl: config.publicUrl }) ?? []),
    );
    return ids;
  }

  return {
    /** In the transaction that closes the session: marks and writes the mails of the decisions still to tell. */
    markSession: async (conn: Conn, sessionId: number) =>
      write(conn, await notices.markUnmailed(conn, notices.ofSession(sessionId))),
    /** In the transaction that takes the decision: marks and writes its mail, if still to tell. */
    markOne: async (conn: Conn, id: number) =>
      (await write(conn, await notices.markUnmailed(conn, notices.ofApplication(id)))).length > 0,

    /** Once the transaction that marked them has committed: sends the mails. */
    send(ids: number[]): void {
      if (ids.length > 0) void outbox.deliver();
    },
  };
}
export type DecisionNoticesService = ReturnType<typeof createDecisionNoticesService>;
