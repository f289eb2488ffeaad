import { programmeDateTime } from '@portal/shared/programme-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/composition.ts';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { day, hour, interviewFixtures } from './fixtures.ts';

let t: TestApp;
let fx: ReturnType<typeof interviewFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fx = interviewFixtures(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.outbox.idle();
  t.mails.length = 0;
});

const runDue = (now = new Date()) => t.app.services.interviews.runDueReminders(now);

describe('the reminder the day before', () => {
  it('goes once to each booked applicant whose interview is within a day, in their language', async () => {
    const session = await fx.session({ name: 'Bourses 2031' });
    const tomorrow = await fx.slot(session.id, { inMs: 20 * hour, videoUrl: 'https://meet.example.org/r' });
    const nextWeek = await fx.slot(session.id, { inMs: 7 * day });
    const soon = await fx.applicant(session.id, {}, 'fr');
    const later = await fx.applicant(session.id);
    const notBooked = await fx.applicant(session.id);
    await fx.bookDirectly(soon.id, tomorrow.id);
    await fx.bookDirectly(later.id, nextWeek.id);

    // Two servers' jobs at the same moment: one mail.
    const sent = await Promise.all([runDue(), runDue()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await fx.mailsTo(soon.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Rappel : votre entretien du /);
    expect(mail!.text).toContain(programmeDateTime('fr', tomorrow.startsAt));
    expect(mail!.text).toContain('Lien vidéo : https://meet.example.org/r');
    expect((await fx.row(soon.id)).interviewRemindedAt).not.toBeNull();

    // Run again: nothing more; the later one only once its day comes.
    expect(await runDue()).toBe(0);
    expect(await fx.mailsTo(later.user.email)).toEqual([]);
    expect(await runDue(new Date(nextWeek.startsAt.getTime() - 23 * hour))).toBeGreaterThanOrEqual(1);
    expect(await fx.mailsTo(later.user.email)).toHaveLength(1);
    expect(await fx.mailsTo(soon.user.email)).toHaveLength(1);
    expect(await fx.mailsTo(notBooked.user.email)).toEqual([]);
  });

  it('is sent by the periodic jobs, never for a past interview, a closed session or a deactivated account', async () => {
    const session = await fx.session();
    const closed = await fx.session({ status: 'CLOSED' });
    const tomorrow = await fx.slot(session.id, { inMs: 10 * hour });
    const past = await fx.slot(session.id, { inMs: -hour });
    const closedTomorrow = await fx.slot(closed.id, { inMs: 10 * hour });
    const kept = await fx.applicant(session.id);
    const gone = await fx.applicant(session.id);
    const over = await fx.applicant(session.id);
    const published = await fx.applicant(closed.id);
    await fx.bookDirectly(kept.id, tomorrow.id);
    await fx.bookDirectly(gone.id, tomorrow.id);
    await fx.bookDirectly(over.id, past.id);
    await fx.bookDirectly(published.id, closedTomorrow.id);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, gone.user.id));

    const job = scheduledJobs(t.app).find((one) => one.name === 'interview reminders')!;
    await job.run(new Date());
    expect(await fx.mailsTo(kept.user.email)).toHaveLength(1);
    for (const quiet of [gone, over, published]) expect(await fx.mailsTo(quiet.user.email)).toEqual([]);
  });

  it('a new time after a change is reminded again', async () => {
    const session = await fx.session();
    const first = await fx.slot(session.id, { inMs: 20 * hour });
    const applicant = await fx.applicant(session.id);
    await fx.bookDirectly(applicant.id, first.id);
    await runDue();
    // The committee deleted that time; the applicant booked another a week ahead.
    const admin = await t.createUser({ role: 'ADMIN' });
    await t.injectAs(admin, { method: 'DELETE', url: `/api/interview-slots/${first.id}` });
    const second = await fx.slot(session.id, { inMs: 7 * day });
    const res = await t.injectAs(applicant.user, {
      method: 'PUT',
      url: `/api/applications/${applicant.id}/interview`,
      payload: { slotId: second.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await fx.row(applicant.id)).interviewRemindedAt).toBeNull();
    await runDue(new Date(second.startsAt.getTime() - 2 * hour));
    const reminders = (await fx.mailsTo(applicant.user.email)).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(2);
  });
});
