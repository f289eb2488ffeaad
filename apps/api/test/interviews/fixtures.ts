import { emptySteps } from '@portal/shared/application-rules';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { applicationAudit, applications, interviewSlots } from '../../src/db/schema/index.ts';
import type { Mail } from '../../src/lib/mailer.ts';
import { runsFixtures } from '../review/runs-fixtures.ts';
import type { TestApp, TestUser } from '../test-app.ts';

export const hour = 3_600_000;
export const day = 24 * hour;

/** Sessions, preselected applicants (with accounts that sign in) and slots, written straight to the database. */
export function interviewFixtures(t: TestApp) {
  const db = t.database.db;
  const runs = runsFixtures(t);
  return {
    session: (values: Parameters<typeof runs.session>[1] = {}) => runs.session('NEW', values),
    setSessionStatus: runs.setSessionStatus,

    /** A submitted application of the session, preselected and to book unless told, its applicant reading `locale`. */
    async applicant(
      sessionId: number,
      values: Partial<typeof applications.$inferInsert> = {},
      locale = 'en',
    ): Promise<{ user: TestUser; id: number }> {
      const user = await t.createUser({ locale });
      const [row] = await db
        .insert(applications)
        .values({
          sessionId,
          userId: user.id,
          steps: emptySteps(),
          submitted: true,
          eligible: true,
          totalScore: 60,
          preselected: true,
          interviewState: 'INVITED',
          ...values,
        })
        .returning();
      return { user, id: row!.id };
    },

    /** A slot of the session starting `inMs` from now (a week by default). */
    async slot(sessionId: number, values: Partial<typeof interviewSlots.$inferInsert> & { inMs?: number } = {}) {
      const { inMs = 7 * day, ...rest } = values;
      const [row] = await db
        .insert(interviewSlots)
        .values({
          sessionId,
          // On the minute, as the committee enters times (a calendar keeps no milliseconds).
          startsAt: new Date(Math.round((Date.now() + inMs) / 60_000) * 60_000),
          minutes: 30,
          place: 'Dschang, salle B',
          capacity: 3,
          ...rest,
        })
        .returning();
      return row!;
    },

    /** The application booked in the slot, as a booking leaves it (for states a booking no longer allows). */
    bookDirectly: (applicationId: number, slotId: number) =>
      db
        .update(applications)
        .set({ interviewState: 'BOOKED', interviewSlotId: slotId })
        .where(eq(applications.id, applicationId)),

    row: async (id: number) => (await db.select().from(applications).where(eq(applications.id, id)))[0]!,

    trailOf: (id: number) =>
      db.select().from(applicationAudit).where(eq(applicationAudit.applicationId, id)).orderBy(applicationAudit.id),

    /** The mails to `email` so far (the outbox delivered). */
    async mailsTo(email: string): Promise<Mail[]> {
      await t.app.outbox.idle();
      return t.mails.filter((mail) => mail.to === email);
    },
  };
}

/** The calendar attached to a mail, read by ical.js: its method and its one event. */
export function readCalendar(mail: Mail) {
  const attachment = mail.attachments?.find((file) => file.filename.endsWith('.ics'));
  if (!attachment) throw new Error(`no .ics attached to "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event in the calendar');
  const event = new ICAL.Event(vevent);
  return {
    contentType: attachment.contentType,
    raw: attachment.content,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: vevent.getFirstPropertyValue('url'),
    status: vevent.getFirstPropertyValue('status'),
    organizer: vevent.getFirstPropertyValue('organizer'),
    attendee: vevent.getFirstPropertyValue('attendee'),
  };
}
