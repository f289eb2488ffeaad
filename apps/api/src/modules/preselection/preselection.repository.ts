import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, interviewSlots, users } from '../../db/schema/index.ts';

/** Ids written per statement: a run over a large session stays within the driver's parameter limits. */
const WRITE_BATCH = 1000;

const shortlistColumns = {
  id: applications.id,
  type: applications.type,
  status: applications.status,
  submitted: applications.submitted,
  eligible: applications.eligible,
  totalScore: applications.totalScore,
  preselected: applications.preselected,
  interviewState: applications.interviewState,
  /** When the booked interview starts (null without a booking): a removal's mail says it is cancelled. */
  bookedAt: interviewSlots.startsAt,
  /** The applicant, who is mailed; null once the account is deleted. */
  person: { email: users.email, firstName: users.firstName, locale: users.locale },
};

function shortlistQuery(conn: Conn, where: ReturnType<typeof and>, lock: boolean) {
  const query = conn
    .select(shortlistColumns)
    .from(applications)
    .leftJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(where);
  // Locked, a booking that races with the change waits for it and then sees the shortlist as changed.
  return lock ? query.for('update', { of: applications }) : query;
}

export type ShortlistRow = Awaited<ReturnType<typeof shortlistQuery>>[number];

/** SQL of the interview shortlist; no rules here. */
export const preselectionRepository = {
  /**
   * The session's applications a run looks at: those on the shortlist now, and every submitted eligible one (the
   * rule of who competes is applied to these by the service).
   */
  sessionRows(conn: Conn, sessionId: number, options: { lock?: boolean } = {}): Promise<ShortlistRow[]> {
    const looked = or(
      eq(applications.preselected, true),
      and(eq(applications.submitted, true), eq(applications.eligible, true)),
    );
    return shortlistQuery(conn, and(eq(applications.sessionId, sessionId), looked), options.lock ?? false);
  },

  async applicationRow(conn: Conn, id: number, options: { lock?: boolean } = {}): Promise<ShortlistRow | undefined> {
    const [row] = await shortlistQuery(conn, and(eq(applications.id, id)), options.lock ?? false);
    return row;
  },

  /**
   * Puts these applications on the shortlist, their interview to book, or takes them off it, their interview (state,
   * booking, reminder) cleared.
   */
  async setPreselected(conn: Conn, ids: number[], preselected: boolean): Promise<void> {
    for (let start = 0; start < ids.length; start += WRITE_BATCH) {
      await conn
        .update(applications)
        .set({
          preselected,
          interviewState: preselected ? 'INVITED' : null,
          interviewSlotId: null,
          interviewRemindedAt: null,
          version: sql`${applications.version} + 1`,
        })
        .where(inArray(applications.id, ids.slice(start, start + WRITE_BATCH)));
    }
  },
};
