import type { InterviewState } from '@portal/shared/enums';
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, interviewSlots, sessions, users } from '../../db/schema/index.ts';
import { slotColumns } from '../applications/public.ts';

export type NewSlot = Pick<
  typeof interviewSlots.$inferInsert,
  'sessionId' | 'startsAt' | 'minutes' | 'place' | 'videoUrl' | 'capacity'
>;

const person = { email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale };
const slotPlace = {
  startsAt: interviewSlots.startsAt,
  minutes: interviewSlots.minutes,
  place: interviewSlots.place,
  videoUrl: interviewSlots.videoUrl,
};
const bumped = { version: sql`${applications.version} + 1` };

/**
 * SQL of interview slots and bookings; no rules here. The writers of one slot's bookings take its row's lock first
 * (`lockSlot`), then the applications' (a booking, a slot's deletion), so that two of them never wait on each other.
 */
export const interviewsRepository = {
  /**
   * The session, share-locked: bookings and a slot's deletion run side by side, while the writers of a whole session
   * (its closing, the preselection) wait for them, and they for those.
   */
  async shareSession(conn: Conn, id: number) {
    const [row] = await conn
      .select({ id: sessions.id, name: sessions.name, status: sessions.status })
      .from(sessions)
      .where(eq(sessions.id, id))
      .for('share');
    return row;
  },

  async insertSlot(conn: Conn, values: NewSlot) {
    const [row] = await conn.insert(interviewSlots).values(values).returning({ id: interviewSlots.id });
    return row!.id;
  },

  /** A session's slots, soonest first, each with its bookings. */
  sessionSlots: (conn: Conn, sessionId: number) =>
    conn
      .select(slotColumns)
      .from(interviewSlots)
      .where(eq(interviewSlots.sessionId, sessionId))
      .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id)),

  async slot(conn: Conn, id: number) {
    const [row] = await conn.select(slotColumns).from(interviewSlots).where(eq(interviewSlots.id, id));
    return row;
  },

  async slotSession(conn: Conn, id: number) {
    const [row] = await conn
      .select({ sessionId: interviewSlots.sessionId })
      .from(interviewSlots)
      .where(eq(interviewSlots.id, id));
    return row;
  },

  /** The slot, locked until the transaction ends: bookings of it wait for each other here. */
  async lockSlot(conn: Conn, id: number) {
    const [row] = await conn
      .select({
        id: interviewSlots.id,
        sessionId: interviewSlots.sessionId,
        ...slotPlace,
        capacity: interviewSlots.capacity,
      })
      .from(interviewSlots)
      .where(eq(interviewSlots.id, id))
      .for('update');
    return row;
  },

  async countBooked(conn: Conn, slotId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(applications)
      .where(eq(applications.interviewSlotId, slotId));
    return row?.value ?? 0;
  },

  /** The application's interview and the time it holds now, locked; its applicant, who is mailed (null: deleted). */
  async lockBooking(conn: Conn, applicationId: number) {
    const [row] = await conn
      .select({
        id: applications.id,
        sessionId: applications.sessionId,
        preselected: applications.preselected,
        interviewState: applications.interviewState,
        interviewSlotId: applications.interviewSlotId,
        bookedAt: interviewSlots.startsAt,
        person,
      })
      .from(applications)
      .leftJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId))
      .leftJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.id, applicationId))
      .for('update', { of: applications });
    return row;
  },

  /** The applicant of the session, for the slots they are offered. */
  async applicantInSession(conn: Conn, userId: number, sessionId: number) {
    const [row] = await conn
      .select({ interviewState: applications.interviewState, interviewSlotId: applications.interviewSlotId })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.sessionId, sessionId)));
    return row;
  },

  /** Books the slot (a new time: its reminder is still to send); answers the application's new version. */
  async book(conn: Conn, applicationId: number, slotId: number): Promise<number> {
    const [row] = await conn
      .update(applications)
      .set({ interviewSlotId: slotId, interviewState: 'BOOKED', interviewRemindedAt: null, ...bumped })
      .where(eq(applications.id, applicationId))
      .returning({ version: applications.version });
    return row!.version;
  },

  /** The applications booked in the slot, locked, with their applicants. */
  bookedIn: (conn: Conn, slotId: number) =>
    conn
      .select({
        id: applications.id,
        interviewState: applications.interviewState,
        person,
      })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.interviewSlotId, slotId))
      .orderBy(asc(applications.id))
      .for('update', { of: applications }),

  /** Back to choosing a time: no slot, no reminder; answers each application's new version. */
  async release(conn: Conn, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await conn
      .update(applications)
      .set({ interviewSlotId: null, interviewState: 'INVITED', interviewRemindedAt: null, ...bumped })
      .where(inArray(applications.id, ids))
      .returning({ id: applications.id, version: applications.version });
    return new Map(rows.map((row) => [row.id, row.version]));
  },

  async deleteSlot(conn: Conn, id: number): Promise<void> {
    await conn.delete(interviewSlots).where(eq(interviewSlots.id, id));
  },

  async setState(conn: Conn, applicationId: number, state: InterviewState): Promise<void> {
    await conn
      .update(applications)
      .set({ interviewState: state, ...bumped })
      .where(eq(applications.id, applicationId));
  },

  /**
   * Claims the reminders due: booked interviews of sessions not closed starting within `withinMs`, not reminded yet,
   * whose applicant has an active account. The claim is one conditional update: a second server running it at the
   * same moment waits for the first one's rows, then finds them reminded and leaves them.
   */
  async claimReminders(conn: Conn, now: Date, withinMs: number): Promise<number[]> {
    const due = conn
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId))
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(
        and(
          eq(applications.interviewState, 'BOOKED'),
          isNull(applications.interviewRemindedAt),
          gt(interviewSlots.startsAt, now),
          lte(interviewSlots.startsAt, new Date(now.getTime() + withinMs)),
          ne(sessions.status, 'CLOSED'),
          eq(users.active, true),
        ),
      );
    const rows = await conn
      .update(applications)
      .set({ interviewRemindedAt: now })
      .where(and(inArray(applications.id, due), isNull(applications.interviewRemindedAt)))
      .returning({ id: applications.id });
    return rows.map((row) => row.id);
  },

  /** What the reminders say: the applicant, the session's name, the slot. */
  remindersOf: (conn: Conn, ids: number[]) =>
    conn
      .select({
        id: applications.id,
        version: applications.version,
        person,
        sessionName: sessions.name,
        slot: slotPlace,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .innerJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId))
      .where(inArray(applications.id, ids))
      .orderBy(asc(applications.id)),
};
