import { interviewLocked, slotOpen } from '@portal/shared/interview-rules';
import type { Interview } from '@portal/shared/selection';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type ApplicationRow, interviewOf, toSlot } from '../applications/public.ts';
import { recordAudit } from '../review/public.ts';
import { refreshSelectionScores } from '../selection/public.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import { type Contact, noticeMails } from './interview-notices.ts';
import { buildBookedMail, buildReminderMail } from './interviews.mail.ts';
import { interviewsRepository as interviews } from './interviews.repository.ts';

const hour = 3_600_000;
/** The reminder goes out once the interview is less than a day away. */
const remindWithinMs = 24 * hour;

const sessionClosed = () => new AppError('SESSION_CLOSED', { key: 'interviews.sessionClosed' });

/** The application's interview, locked; refused when it has none (not on the shortlist). */
async function lockedInterview(conn: Conn, applicationId: number) {
  const row = await interviews.lockBooking(conn, applicationId);
  if (!row) throw notFound('application');
  if (!row.preselected || !row.interviewState) throw new AppError('CONFLICT', { key: 'interviews.notPreselected' });
  return { ...row, interviewState: row.interviewState };
}

/**
 * A preselected applicant's interview: booking a slot or changing it (until `bookingLockHours` before, the slot's
 * row locked so that its last place goes to one applicant), the mail with its calendar invitation, whether it was
 * held or missed (the panel or an administrator; the selection's scores recomputed), and the reminder the day before.
 */
export function createInterviewsService({
  db,
  outbox,
  config,
  contact,
}: Pick<AppContext, 'db' | 'outbox' | 'config'> & { contact: () => Promise<Contact> }) {
  return {
    /** PUT /applications/{id}/interview: the owner books `slotId`, or changes to it; the same slot again changes nothing. */
    async book(actor: CurrentUser, application: ApplicationRow, slotId: number, now = new Date()): Promise<Interview> {
      const programme = await contact();
      let mailed = false;
      const interview = await db.transaction(async (tx) => {
        // The session, the slot, then the application: the order every writer of bookings takes.
        const session = await interviews.shareSession(tx, application.sessionId);
        if (!session) throw notFound('session');
        const slot = await interviews.lockSlot(tx, slotId);
        if (!slot || slot.sessionId !== application.sessionId) throw notFound('interviewSlot');
        if (session.status === 'CLOSED') throw sessionClosed();
        const row = await lockedInterview(tx, application.id);
        if (row.interviewSlotId === slotId) return interviewOf(tx, row);
        const current = { state: row.interviewState, slot: row.bookedAt ? { startsAt: row.bookedAt } : null };
        if (interviewLocked(current, now))
          throw new AppError('INTERVIEW_LOCKED', row.interviewState === 'BOOKED' ? {} : { key: 'interviews.over' });
        if (!slotOpen(slot.startsAt, now)) throw new AppError('INTERVIEW_LOCKED', { key: 'interviews.slotClosing' });
        if ((await interviews.countBooked(tx, slotId)) >= slot.capacity) throw new AppError('SLOT_FULL');
        const version = await interviews.book(tx, row.id, slotId);
        await recordAudit(tx, {
          applicationId: row.id,
          actor,
          action: 'INTERVIEW',
          before: { state: row.interviewState, startsAt: row.bookedAt?.toISOString() ?? null },
          after: { state: 'BOOKED', startsAt: slot.startsAt.toISOString() },
        });
        const mails = noticeMails(
          config,
          programme,
          [{ person: row.person, sessionName: session.name, applicationId: row.id, version, slot }],
          (notice) => buildBookedMail({ ...notice, previous: row.bookedAt }),
        );
        await outbox.enqueue(tx, mails);
        mailed = mails.length > 0;
        return { state: 'BOOKED' as const, slot: toSlot((await interviews.slot(tx, slotId))!) };
      });
      if (mailed) void outbox.deliver();
      return interview!;
    },

    /**
     * PATCH /applications/{id}/interview: held or missed, said by the panel or an administrator (again, it may be
     * corrected); the session's panel and final scores follow at once.
     */
    async recordOutcome(actor: CurrentUser, application: ApplicationRow, state: 'HELD' | 'MISSED'): Promise<Interview> {
      const interview = await db.transaction(async (tx) => {
        // Locked first for update, as the scores' recomputation takes it: held and missed wait for each other here.
        const session = await sessions.find(tx, application.sessionId, { lock: true });
        if (!session) throw notFound('session');
        if (session.status === 'CLOSED') throw sessionClosed();
        const row = await lockedInterview(tx, application.id);
        if (row.interviewState !== state) {
          await interviews.setState(tx, row.id, state);
          await recordAudit(tx, {
            applicationId: row.id,
            actor,
            action: 'INTERVIEW',
            before: { state: row.interviewState },
            after: { state },
          });
          await refreshSelectionScores(tx, session.id);
        }
        return interviewOf(tx, { interviewState: state, interviewSlotId: row.interviewSlotId });
      });
      return interview!;
    },

    /** The reminders due now, each claimed once (two servers running the job send each once) and mailed. */
    async runDueReminders(now = new Date()): Promise<number> {
      const programme = await contact();
      const sent = await db.transaction(async (tx) => {
        const ids = await interviews.claimReminders(tx, now, remindWithinMs);
        if (ids.length === 0) return 0;
        const rows = await interviews.remindersOf(tx, ids);
        const mails = noticeMails(
          config,
          programme,
          rows.map((row) => ({ ...row, applicationId: row.id })),
          buildReminderMail,
        );
        await outbox.enqueue(tx, mails);
        return mails.length;
      });
      if (sent > 0) void outbox.deliver();
      return sent;
    },
  };
}
export type InterviewsService = ReturnType<typeof createInterviewsService>;
