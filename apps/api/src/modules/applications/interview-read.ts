import type { InterviewState } from '@portal/shared/enums';
import type { Interview, InterviewSlot } from '@portal/shared/selection';
import { eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, interviewSlots } from '../../db/schema/index.ts';

/**
 * An application's interview as every reader gets it (the applicant, the staff's view, the candidates list, the
 * slots' lists): its state and the slot booked, each slot with how many applications hold it. The count is a
 * subquery on the index of booked slots, inside the statement that reads the rows: no query more per row.
 */

/**
 * How many applications hold the slot; null when the row has no slot (a left join found none), so it reads as none.
 * The slot's id is named with its table: a query of the slots alone would otherwise write it bare, and the subquery
 * would read it as its own rows' id.
 */
const slotId = sql`${interviewSlots}.${sql.identifier(interviewSlots.id.name)}`;
const booked = sql<
  number | null
>`case when ${slotId} is null then null else (select count(*) from ${applications} as booking where booking.interview_slot_id = ${slotId}) end`;

/** A slot's columns, to select from `interview_slots` (or a left join on it). */
export const slotColumns = {
  id: interviewSlots.id,
  startsAt: interviewSlots.startsAt,
  minutes: interviewSlots.minutes,
  place: interviewSlots.place,
  videoUrl: interviewSlots.videoUrl,
  capacity: interviewSlots.capacity,
  booked: booked.mapWith(Number),
};

export type SlotRow = {
  id: number;
  startsAt: Date;
  minutes: number;
  place: string | null;
  videoUrl: string | null;
  capacity: number;
  booked: number;
};

export const toSlot = (row: SlotRow): InterviewSlot => ({ ...row, startsAt: row.startsAt.toISOString() });

/** The interview of an application whose state and slot (from a left join on `interview_slots`) were read with it. */
export const toInterview = (state: InterviewState | null, slot: SlotRow | null): Interview | null =>
  state ? { state, slot: slot ? toSlot(slot) : null } : null;

/** One application's interview, its slot read when it has one (a single indexed query). */
export async function interviewOf(
  conn: Conn,
  row: { interviewState: InterviewState | null; interviewSlotId: number | null },
): Promise<Interview | null> {
  if (!row.interviewState) return null;
  if (row.interviewSlotId === null) return toInterview(row.interviewState, null);
  const [slot] = await conn.select(slotColumns).from(interviewSlots).where(eq(interviewSlots.id, row.interviewSlotId));
  return toInterview(row.interviewState, slot ?? null);
}
