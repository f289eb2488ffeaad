import { emptySteps } from '@portal/shared/application-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applications, users } from '../../src/db/schema/index.ts';
import { plainSession } from '../route-fuzz.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function openSession(endsInDays: number, reminderDays?: number) {
  const { id } = await t.app.services.sessions.create({
    ...plainSession,
    startDate: new Date(Date.now() - 20 * day).toISOString(),
    endDate: new Date(Date.now() + endsInDays * day).toISOString(),
    ...(reminderDays ? { reminderDays } : {}),
  });
  return id;
}

async function application(sessionId: number, values: Partial<typeof applications.$inferInsert>, locale = 'en') {
  const user = await t.createUser({ locale });
  const steps = { ...emptySteps(), DECLARATION: 'COMPLETED' as const };
  const [row] = await t.database.db
    .insert(applications)
    .values({ sessionId, userId: user.id, steps, universityStudent: true, ...values })
    .returning();
  return { user, id: row!.id };
}

let ending: number;

it('mails each applicant who has not submitted once, the session’s days before its end, saying what is missing', async () => {
  ending = await openSession(2);
  await t.app.services.sessions.changeStatus(ending, 'OPEN');
  const late = await application(ending, {}, 'fr');
  const submitted = await application(ending, { submitted: true });
  const deleted = await application(ending, {});
  await t.database.db.delete(users).where(eq(users.id, deleted.user.id));

  const counts = await Promise.all([t.app.services.reminders.runDue(), t.app.services.reminders.runDue()]);
  expect(counts[0]! + counts[1]!).toBe(1);
  expect(await t.app.services.reminders.runDue()).toBe(0);
  await t.app.outbox.idle();
  expect(t.mails.map((mail) => mail.to)).toEqual([late.user.email]);
  const [mail] = t.mails;
  expect(mail!.subject).toMatch(/^Route walk session se termine le .+ : votre candidature n’est pas soumise$/);
  expect(mail!.text).toContain('Reste à compléter :');
  expect(mail!.text).toContain(`http://portal.test/applications/${late.id}/edit`);
  expect(mail!.text).not.toMatch(/- Déclaration/);
  void submitted;
});

it('waits until the session is within its reminder days of the end', async () => {
  t.mails.length = 0;
  await t.app.services.sessions.changeStatus(ending, 'CLOSED');
  const later = await openSession(10, 5);
  await t.app.services.sessions.changeStatus(later, 'OPEN');
  await application(later, {});
  expect(await t.app.services.reminders.runDue()).toBe(0);
  expect(await t.app.services.reminders.runDue(new Date(Date.now() + 6 * day))).toBe(1);
});
