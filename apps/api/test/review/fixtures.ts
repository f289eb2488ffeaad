import { randomBytes } from 'node:crypto';
import { applicationSteps } from '@portal/shared/enums';
import { applications, sessions, studentProfiles, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../test-app.ts';

type Candidate = Partial<typeof applications.$inferInsert> & {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  town?: string;
};

const steps = Object.fromEntries(applicationSteps.map((step) => [step, 'COMPLETED'])) as never;
const text = (word: string) => ({ en: word, fr: word, it: word });

/** Sessions and candidates written straight to the database, with the review fields the committee's tools fill. */
export function reviewFixtures(t: TestApp) {
  const db = t.database.db;
  return {
    async session(name = 'Call 2026') {
      const [row] = await db
        .insert(sessions)
        .values({
          name,
          year: 2026,
          status: 'CLOSED',
          startDate: new Date('2026-01-01T00:00:00Z'),
          endDate: new Date('2026-02-01T00:00:00Z'),
          completionNotice: text('Notice'),
          applicationGuidelines: text('Guidelines'),
        })
        .returning();
      return row!;
    },

    /** `count` candidates at once (lastName `<prefix><n>`, total score n), for lists longer than a batch. */
    async many(sessionId: number, count: number, prefix: string) {
      const run = randomBytes(4).toString('hex');
      const people = await db
        .insert(users)
        .values(
          Array.from({ length: count }, (_, n) => ({
            firstName: 'Many',
            lastName: `${prefix}${n}`,
            username: `many${run}${n}`,
            email: `many${run}${n}@example.org`,
            passwordHash: 'not-a-real-hash',
          })),
        )
        .returning();
      await db
        .insert(applications)
        .values(people.map((user, n) => ({ sessionId, userId: user.id, steps, totalScore: n })));
    },

    /** A student account with a profile and an application to the session. */
    async candidate(sessionId: number, values: Candidate = {}) {
      const { firstName, lastName, email, mobile, town, ...application } = values;
      const suffix = randomBytes(4).toString('hex');
      const [user] = await db
        .insert(users)
        .values({
          firstName: firstName ?? 'Awa',
          lastName: lastName ?? `Candidate${suffix}`,
          username: `candidate${suffix}`,
          email: email ?? `candidate${suffix}@example.org`,
          passwordHash: 'not-a-real-hash',
          accountVerified: true,
        })
        .returning();
      await db
        .insert(studentProfiles)
        .values({ userId: user!.id, mobileNumber: mobile ?? '+237 677 00 00 00', town: town ?? 'Dschang' });
      const [row] = await db
        .insert(applications)
        .values({ sessionId, userId: user!.id, steps, ...application })
        .returning();
      return { user: user!, application: row! };
    },
  };
}
