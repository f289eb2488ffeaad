import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { auditEventsRepository, serverActors } from '../../src/modules/audit/public.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/** The portal's own audit, as administrators read it: newest first, paged, filtered, with who and about whom. */
let t: TestApp;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
  const db = t.database.db;
  await auditEventsRepository.record(db, {
    actor: { id: admin.id, name: 'Ada Admin' },
    action: 'DATA_EXPORT',
    subjectUserId: student.id,
  });
  await auditEventsRepository.record(db, {
    actor: serverActors.job,
    action: 'RETENTION',
    details: { dryRun: false, sessions: 1, applications: 3, beneficiaries: 0, files: 7, accounts: 1 },
  });
  await t.app.services.breachDrill.run(serverActors.command);
  // The drill ended their sign-ins: they sign in again.
  for (const person of [admin, student]) {
    const [row] = await db.select().from(users).where(eq(users.id, person.id));
    person.token = await t.app.accessTokens.sign({ userId: row!.id, role: row!.role, version: row!.tokenVersion });
  }
});
afterAll(async () => t?.close());

const list = (who: TestUser, query = '') => t.injectAs(who, { method: 'GET', url: `/api/audit-events${query}` });

describe('GET /audit-events', () => {
  it('lists the audit newest first, with who acted and about whom', async () => {
    const answer = await list(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json().data;
    expect(page.totalElements).toBe(3);
    expect(page.content.map((line: { action: string }) => line.action)).toEqual([
      'BREACH_DRILL',
      'RETENTION',
      'DATA_EXPORT',
    ]);
    const [drill, retention, exported] = page.content;
    expect(drill).toMatchObject({ by: 'COMMAND', actorId: null, subject: null, details: { links: 0 } });
    expect(drill.details.accounts).toBeGreaterThanOrEqual(2);
    expect(retention).toMatchObject({ by: 'JOB', details: { applications: 3, files: 7 } });
    expect(exported).toMatchObject({
      by: 'PERSON',
      actorId: admin.id,
      actorName: 'Ada Admin',
      subject: { id: student.id, name: expect.stringMatching(/^Test User\d+$/) },
      details: null,
    });
    expect(Date.parse(exported.at)).not.toBeNaN();
  });

  it('pages, filters by action and date, and searches who acted', async () => {
    const paged = (await list(admin, '?page=1&size=2')).json().data;
    expect(paged).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(paged.content).toHaveLength(1);
    const retention = (await list(admin, '?filter=action:eq:RETENTION')).json().data;
    expect(retention.content.map((line: { action: string }) => line.action)).toEqual(['RETENTION']);
    const future = (await list(admin, `?filter=at:gt:${new Date(Date.now() + 60_000).toISOString()}`)).json().data;
    expect(future.totalElements).toBe(0);
    const byAda = (await list(admin, '?search=ada')).json().data;
    expect(byAda.content.map((line: { action: string }) => line.action)).toEqual(['DATA_EXPORT']);
    const oldestFirst = (await list(admin, '?sort=at,asc')).json().data;
    expect(oldestFirst.content[0].action).toBe('DATA_EXPORT');
  });

  it('refuses a filter it does not know, naming it, and anyone but an administrator', async () => {
    const bad = await list(admin, '?filter=actorName:eq:x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({ field: 'filter' });
    const badValue = await list(admin, '?filter=action:eq:HACKED');
    expect(badValue.statusCode).toBe(400);
    expect((await list(student)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
  });

  it('keeps the line of a person whose account is gone, without their name', async () => {
    await t.database.db.delete(users).where(eq(users.id, student.id));
    const exported = (await list(admin, '?filter=action:eq:DATA_EXPORT')).json().data.content[0];
    expect(exported.subject).toEqual({ id: student.id, name: null });
  });
});
