import { and, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { evaluationConflicts, evaluations } from '../../db/schema/index.ts';

/**
 * A staff member's ties to one application, as the access policies ask them (one row read by the unique index of
 * each table): a seat on its interview panel, a declared conflict of interest with it.
 */
export const seatsRepository = {
  async seated(conn: Conn, applicationId: number, staffId: number): Promise<boolean> {
    const [row] = await conn
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(and(eq(evaluations.applicationId, applicationId), eq(evaluations.evaluatorId, staffId)));
    return row !== undefined;
  },

  async conflicted(conn: Conn, applicationId: number, staffId: number): Promise<boolean> {
    const [row] = await conn
      .select({ id: evaluationConflicts.id })
      .from(evaluationConflicts)
      .where(and(eq(evaluationConflicts.applicationId, applicationId), eq(evaluationConflicts.evaluatorId, staffId)));
    return row !== undefined;
  },
};
