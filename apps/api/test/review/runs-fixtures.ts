import { randomBytes } from 'node:crypto';
import { applicationSteps } from '@portal/shared/enums';
import { eq } from 'drizzle-orm';
import { applications, schoolResults, sessions, studentProfiles } from '../../src/db/schema/index.ts';
import type { TestApp, TestUser } from '../test-app.ts';

const steps = Object.fromEntries(applicationSteps.map((step) => [step, 'COMPLETED'])) as never;
const text = (word: string) => ({ en: word, fr: word, it: word });

type Applicant = {
  locale?: string;
  town?: string;
  district?: string;
  birthDate?: string;
  average?: number;
  submitted?: boolean;
};

/** Sessions and university students written straight to the database, ready for the committee's runs. */
export function runsFixtures(t: TestApp) {
  const db = t.database.db;
  return {
    async session(status: 'NEW' | 'OPEN' | 'CLOSED' = 'NEW', values: Partial<typeof sessions.$inferInsert> = {}) {
      const [row] = await db
        .insert(sessions)
        .values({
          name: `Call ${randomBytes(3).toString('hex')}`,
          year: 2026,
          status,
          startDate: new Date('2026-09-01T00:00:00Z'),
          endDate: new Date('2026-10-01T00:00:00Z'),
          completionNotice: text('Notice'),
          applicationGuidelines: text('Guidelines'),
          ...values,
        })
        .returning();
      return row!;
    },

    setSessionStatus: (id: number, status: 'NEW' | 'OPEN' | 'CLOSED') =>
      db.update(sessions).set({ status }).where(eq(sessions.id, id)),

    /** A student of the University of Dschang with a submitted application and a school result. */
    async applicant(sessionId: number, values: Applicant = {}): Promise<{ user: TestUser; id: number }> {
      const user = await t.createUser({ locale: values.locale ?? 'en' });
      await db.insert(studentProfiles).values({
        userId: user.id,
        town: values.town ?? 'Dschang',
        district: values.district ?? 'Menoua',
        birthDate: values.birthDate ?? '2005-03-01',
      });
      const [row] = await db
        .insert(applications)
        .values({
          sessionId,
          userId: user.id,
          steps,
          universityStudent: true,
          currentUniversity: 'Université de Dschang',
          currentFaculty: 'Faculté des Sciences',
          submitted: values.submitted ?? true,
          submittedAt: new Date('2026-09-10T10:00:00Z'),
        })
        .returning();
      await db
        .insert(schoolResults)
        .values({ applicationId: row!.id, totalCredit: 60, achievedCredit: 60, annualAverage: values.average ?? 14 });
      return { user, id: row!.id };
    },

    setEligible: (id: number, eligible: boolean) =>
      db.update(applications).set({ eligible }).where(eq(applications.id, id)),

    row: async (id: number) => (await db.select().from(applications).where(eq(applications.id, id)))[0]!,
  };
}
