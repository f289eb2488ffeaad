import { emptySteps } from '@portal/shared/application-rules';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { acceptances, applications, sessions } from '../../src/db/schema/index.ts';
import { plainSession } from '../route-fuzz.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp | undefined;
afterAll(async () => t?.close());

it('runs the jobs as the server starts: a place past its deadline expires, never offered to a candidate without an account', async () => {
  let expiredId = 0;
  let nextId = 0;
  t = await createTestApp({
    env: { JOBS_EVERY_MINUTES: '5' },
    beforeReady: async (app) => {
      const db = app.db;
      const [session] = await db
        .insert(sessions)
        .values({
          ...plainSession,
          startDate: new Date(0),
          endDate: new Date(1000),
          status: 'CLOSED',
          publishedAt: new Date(),
        })
        .returning();
      const [holder, next] = await db
        .insert(applications)
        .values(
          [1, 2].map((rank) => ({
            sessionId: session!.id,
            steps: emptySteps(),
            submitted: true,
            eligible: true,
            rank,
            status: rank === 1 ? ('APPROVED' as const) : ('NOT_APPROVED' as const),
            // The next in line needs an account: the job offers nothing to a deleted one.
            userId: null as number | null,
          })),
        )
        .returning();
      expiredId = holder!.id;
      nextId = next!.id;
      await db
        .insert(acceptances)
        .values({ applicationId: holder!.id, sessionId: session!.id, deadline: new Date(Date.now() - 1000) });
    },
  });
  const db = t.database.db;
  await expect
    .poll(async () => (await db.select().from(acceptances).where(eq(acceptances.applicationId, expiredId)))[0]?.state)
    .toBe('EXPIRED');
  // Without an account the next candidate cannot answer: the place stays free.
  expect(await db.select().from(acceptances).where(eq(acceptances.applicationId, nextId))).toEqual([]);
});
