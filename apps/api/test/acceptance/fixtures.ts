import { emptySteps } from '@portal/shared/application-rules';
import { eq } from 'drizzle-orm';
import { acceptances, applications, sessions, users } from '../../src/db/schema/index.ts';
import { plainSession } from '../route-fuzz.ts';
import type { TestApp, TestUser } from '../test-app.ts';

type ApplicationValues = Partial<typeof applications.$inferInsert>;
const day = 86_400_000;

/**
 * A session with its ranked candidates written straight to the tables, then closed through the service (which
 * publishes the decisions and opens the approved applicants' places).
 */
export function placesFixtures(t: TestApp) {
  const db = t.database.db;
  const services = t.app.services;
  return {
    async openSession(overrides: { acceptanceDays?: number } = {}) {
      const { id } = await services.sessions.create({
        ...plainSession,
        startDate: new Date(Date.now() - 40 * 86_400_000).toISOString(),
        endDate: new Date(Date.now() - 86_400_000).toISOString(),
        ...overrides,
      });
      await services.sessions.changeStatus(id, 'OPEN');
      return id;
    },
    /** A candidate of the session: submitted and eligible unless told otherwise, ranked by `rank`. */
    async candidate(sessionId: number, values: ApplicationValues & { locale?: string } = {}) {
      const { locale, ...rest } = values;
      const user = await t.createUser({ locale: locale ?? 'en' });
      const [row] = await db
        .insert(applications)
        .values({
          sessionId,
          userId: user.id,
          steps: emptySteps(),
          submitted: true,
          eligible: true,
          status: 'PENDING',
          ...rest,
        })
        .returning();
      return { user, id: row!.id };
    },
    close: (sessionId: number) => services.sessions.changeStatus(sessionId, 'CLOSED'),
    /** A place offered to an approved application of a closed session `offeredAt` (now), with `days` to answer. */
    offer: async (sessionId: number, applicationId: number, offeredAt = new Date(), days = 10) =>
      db
        .insert(acceptances)
        .values({ applicationId, sessionId, created: offeredAt, deadline: new Date(offeredAt.getTime() + days * day) })
        .returning(),
    setOffered: (applicationId: number, offeredAt: Date) =>
      db.update(acceptances).set({ created: offeredAt }).where(eq(acceptances.applicationId, applicationId)),
    deactivate: (userId: number) => db.update(users).set({ active: false }).where(eq(users.id, userId)),
    place: async (applicationId: number) =>
      (await db.select().from(acceptances).where(eq(acceptances.applicationId, applicationId)))[0],
    application: async (id: number) => (await db.select().from(applications).where(eq(applications.id, id)))[0]!,
    setDeadline: (applicationId: number, deadline: Date) =>
      db.update(acceptances).set({ deadline }).where(eq(acceptances.applicationId, applicationId)),
    session: async (id: number) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0]!,
  };
}

export const answer = (t: TestApp, user: TestUser | null, id: number, payload: object, lang = 'en') =>
  t.injectAs(user, {
    method: 'POST',
    url: `/api/applications/${id}/acceptance`,
    payload,
    headers: { 'accept-language': lang },
  });
