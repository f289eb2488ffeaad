import { interviewLocked, slotHasRoom, slotOpen } from '@portal/shared/interview-rules';
import type { InterviewSlot, InterviewSlotInput } from '@portal/shared/selection';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { isStaff } from '../../lib/access.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { toSlot } from '../applications/public.ts';
import { recordAudits } from '../review/public.ts';
import { type Contact, noticeMails } from './interview-notices.ts';
import { buildCancelledMail } from './interviews.mail.ts';
import { interviewsRepository as interviews } from './interviews.repository.ts';

/** The session the slots belong to, share-locked; its interviews change until its decisions are published. */
async function openSession(conn: Conn, sessionId: number) {
  const session = await interviews.shareSession(conn, sessionId);
  if (!session) throw notFound('session');
  if (session.status === 'CLOSED') throw new AppError('SESSION_CLOSED', { key: 'interviews.sessionClosed' });
  return session;
}

/**
 * The times the committee offers for interviews. Administrators create them (a place or a video link, a length, how
 * many applicants each takes) and delete them: a deleted slot's applicants are told, with its calendar entry
 * cancelled, and are back to choosing (`INVITED`), in the transaction that deletes it. Staff read every slot with its
 * bookings; a preselected applicant reads those they may choose (more than `bookingLockHours` away, with room left)
 * and their own; any other student an empty list.
 */
export function createInterviewSlotsService({
  db,
  outbox,
  config,
  contact,
}: Pick<AppContext, 'db' | 'outbox' | 'config'> & { contact: () => Promise<Contact> }) {
  return {
    async create(sessionId: number, input: InterviewSlotInput, now = new Date()): Promise<InterviewSlot> {
      return db.transaction(async (tx) => {
        await openSession(tx, sessionId);
        const startsAt = new Date(input.startsAt);
        if (startsAt <= now) throw invalidField('startsAt', 'validation.timePassed');
        const id = await interviews.insertSlot(tx, {
          sessionId,
          startsAt,
          minutes: input.minutes,
          place: input.place || null,
          videoUrl: input.videoUrl || null,
          capacity: input.capacity,
        });
        return toSlot((await interviews.slot(tx, id))!);
      });
    },

    async list(user: CurrentUser, sessionId: number, now = new Date()): Promise<InterviewSlot[]> {
      const session = await interviews.shareSession(db, sessionId);
      if (!session) throw notFound('session');
      const slots = (await interviews.sessionSlots(db, sessionId)).map(toSlot);
      if (isStaff(user.role)) return slots;
      const own = await interviews.applicantInSession(db, user.id, sessionId);
      if (!own?.interviewState || session.status === 'CLOSED') return [];
      const booked = slots.find((slot) => slot.id === own.interviewSlotId) ?? null;
      const fixed = interviewLocked({ state: own.interviewState, slot: booked }, now);
      return slots.filter((slot) => slot === booked || (!fixed && slotOpen(slot.startsAt, now) && slotHasRoom(slot)));
    },

    /** DELETE /interview-slots/{id}: its applicants told and back to choosing; refused once one was held or missed. */
    async remove(actor: CurrentUser, slotId: number): Promise<void> {
      const programme = await contact();
      const mailed = await db.transaction(async (tx) => {
        // The session first, then the slot, as a booking takes them: the two never wait on each other.
        const found = await interviews.slotSession(tx, slotId);
        if (!found) throw notFound('interviewSlot');
        const session = await openSession(tx, found.sessionId);
        const slot = await interviews.lockSlot(tx, slotId);
        if (!slot) throw notFound('interviewSlot');
        const booked = await interviews.bookedIn(tx, slotId);
        if (booked.some((row) => row.interviewState === 'HELD' || row.interviewState === 'MISSED'))
          throw new AppError('CONFLICT', { key: 'interviews.slotHeld' });
        const versions = await interviews.release(
          tx,
          booked.map((row) => row.id),
        );
        const startsAt = slot.startsAt.toISOString();
        await recordAudits(
          tx,
          actor.id,
          'INTERVIEW',
          booked.map((row) => ({
            applicationId: row.id,
            before: { state: row.interviewState, startsAt },
            after: { state: 'INVITED', slotDeleted: true },
          })),
        );
        const mails = noticeMails(
          config,
          programme,
          booked.map((row) => ({
            person: row.person,
            sessionName: session.name,
            applicationId: row.id,
            version: versions.get(row.id)!,
            slot,
          })),
          buildCancelledMail,
        );
        await outbox.enqueue(tx, mails);
        await interviews.deleteSlot(tx, slotId);
        return mails.length;
      });
      if (mailed > 0) void outbox.deliver();
    },
  };
}
export type InterviewSlotsService = ReturnType<typeof createInterviewSlotsService>;
