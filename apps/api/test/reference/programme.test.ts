import { emptySteps } from '@portal/shared/application-rules';
import { defaultProgrammeSettings } from '@portal/shared/programme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptances, applications, sessions } from '../../src/db/schema/index.ts';
import { seedProgrammeSettings } from '../../src/modules/public-site/programme.seed.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
  await seedProgrammeSettings.run(t.database.db, t.config, t.app.log);
});
afterAll(() => t.close());

const notice = { en: 'n', fr: 'n', it: 'n' };

describe('statistics and programme settings', () => {
  it('answers the historical figures to anyone', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/statistics' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      numberOfSessions: 11,
      totalScholarshipsGranted: 168,
      totalValueGranted: 125_800_000,
    });
  });

  it('adds the sessions the portal closed', async () => {
    const day = new Date('2026-01-01T00:00:00Z');
    await t.database.db.insert(sessions).values([
      {
        name: 'Closed',
        year: 2025,
        status: 'CLOSED',
        startDate: day,
        endDate: day,
        completionNotice: notice,
        applicationGuidelines: notice,
      },
      {
        name: 'New',
        year: 2026,
        status: 'NEW',
        startDate: day,
        endDate: day,
        completionNotice: notice,
        applicationGuidelines: notice,
      },
    ]);
    const response = await t.injectAs(null, { method: 'GET', url: '/api/statistics' });
    expect(response.json().data.numberOfSessions).toBe(12);
  });

  it('shows visitors the contact details but not the historical figures', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/settings/public' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ email: defaultProgrammeSettings.email, allowanceAmount: 650_000, currency: 'FCFA' });
    expect(data).not.toHaveProperty('historicalValue');
  });

  it('keeps the full settings for administrators', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect((await t.injectAs(student, { method: 'GET', url: '/api/settings' })).statusCode).toBe(403);
    expect(
      (await t.injectAs(student, { method: 'PUT', url: '/api/settings', payload: defaultProgrammeSettings }))
        .statusCode,
    ).toBe(403);
    const response = await t.injectAs(admin, { method: 'GET', url: '/api/settings' });
    expect(response.json().data).toEqual(defaultProgrammeSettings);
  });

  it('refuses a bad e-mail and a negative figure, changing nothing', async () => {
    const response = await t.injectAs(admin, {
      method: 'PUT',
      url: '/api/settings',
      headers: { 'accept-language': 'fr' },
      payload: { ...defaultProgrammeSettings, email: 'not-an-address', historicalSessions: -1 },
    });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json()
      .fieldErrors.map((problem: { field: string }) => problem.field)
      .sort();
    expect(fields).toEqual(['email', 'historicalSessions']);
    expect((await t.injectAs(admin, { method: 'GET', url: '/api/settings' })).json().data).toEqual(
      defaultProgrammeSettings,
    );
  });

  it('saves new settings that statistics and visitors then see', async () => {
    const changed = { ...defaultProgrammeSettings, phone: '+237 699 00 00 00', historicalScholarships: 170 };
    const response = await t.injectAs(admin, { method: 'PUT', url: '/api/settings', payload: changed });
    expect(response.statusCode).toBe(200);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/settings/public' })).json().data.phone).toBe(
      '+237 699 00 00 00',
    );
    expect(
      (await t.injectAs(null, { method: 'GET', url: '/api/statistics' })).json().data.totalScholarshipsGranted,
    ).toBe(170);
    // The seed never overwrites what an administrator saved.
    await seedProgrammeSettings.run(t.database.db, t.config, t.app.log);
    expect((await t.injectAs(admin, { method: 'GET', url: '/api/settings' })).json().data).toEqual(changed);
  });

  it('adds the scholarships granted through the portal: places accepted after publication, and their value', async () => {
    const db = t.database.db;
    const day = new Date('2026-01-01T00:00:00Z');
    const session = (name: string, status: 'CLOSED' | 'OPEN') =>
      db
        .insert(sessions)
        .values({
          name,
          year: 2030,
          status,
          startDate: day,
          endDate: day,
          completionNotice: notice,
          applicationGuidelines: notice,
        })
        .returning()
        .then(([row]) => row!);
    const published = await session('Published', 'CLOSED');
    const open = await session('Open', 'OPEN');
    const before = (await t.injectAs(null, { method: 'GET', url: '/api/statistics' })).json().data;
    const application = async (
      sessionId: number,
      status: 'APPROVED' | 'NOT_APPROVED',
      place: 'AWAITING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'WITHDRAWN' | null,
    ) => {
      const owner = await t.createUser();
      const [row] = await db
        .insert(applications)
        .values({ sessionId, userId: owner.id, steps: emptySteps(), status, submitted: true })
        .returning();
      if (place)
        await db.insert(acceptances).values({ applicationId: row!.id, sessionId, state: place, deadline: day });
    };
    // Granted: an accepted place, and an approval of a session published before places were kept.
    await application(published.id, 'APPROVED', 'ACCEPTED');
    await application(published.id, 'APPROVED', null);
    // Not granted: a place awaiting its answer, declined, expired or withdrawn; no approval; not yet published.
    for (const place of ['AWAITING', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const)
      await application(published.id, 'APPROVED', place);
    await application(published.id, 'NOT_APPROVED', null);
    await application(open.id, 'APPROVED', null);

    const after = (await t.injectAs(null, { method: 'GET', url: '/api/statistics' })).json().data;
    expect(after.totalScholarshipsGranted).toBe(before.totalScholarshipsGranted + 2);
    expect(after.totalValueGranted).toBe(before.totalValueGranted + 2 * defaultProgrammeSettings.allowanceAmount);
    expect(after.numberOfSessions).toBe(before.numberOfSessions);
  });
});
