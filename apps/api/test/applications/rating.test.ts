import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { applyingFixtures } from './fixtures.ts';

let t: TestApp;
let fixtures: ReturnType<typeof applyingFixtures>;
let session: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fixtures = applyingFixtures(t);
  session = await fixtures.session();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.injectAs(user, { method, url: `/api${url}`, payload });

async function applicant(sessionId = session.id) {
  const student = await t.createUser();
  const application = await fixtures.apply(student, sessionId);
  return { student, application };
}

describe('the rating of an application', () => {
  it('is one per application: a new one replaces it, and it can be deleted', async () => {
    const { student, application } = await applicant();
    const url = `/applications/${application.id}/rating`;
    expect((await call(student, 'GET', url)).json().data).toBeNull();

    const first = await call(student, 'POST', url, { stars: 4, suggestion: 'More time', content: 'Clear' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ applicationId: application.id, stars: 4, suggestion: 'More time' });
    const second = await call(student, 'POST', url, { stars: 2, suggestion: '  ' });
    expect(second.json().data).toMatchObject({ id: first.json().data.id, stars: 2, suggestion: null, content: null });
    expect((await call(student, 'GET', url)).json().data.stars).toBe(2);

    expect((await call(student, 'DELETE', url)).statusCode).toBe(200);
    expect((await call(student, 'GET', url)).json().data).toBeNull();
    expect((await call(student, 'DELETE', url)).statusCode, 'deleting is idempotent').toBe(200);
  });

  it('takes one to five whole stars, and changes nothing otherwise', async () => {
    const { student, application } = await applicant();
    const url = `/applications/${application.id}/rating`;
    await call(student, 'POST', url, { stars: 3 });
    for (const payload of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: '5' }, {}, { stars: null }]) {
      const refused = await call(student, 'POST', url, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors[0].field, JSON.stringify(payload)).toBe('stars');
    }
    const tooLong = await call(student, 'POST', url, { stars: 5, content: 'x'.repeat(2001) });
    expect(tooLong.json().fieldErrors[0].field).toBe('content');
    expect((await call(student, 'GET', url)).json().data.stars).toBe(3);
  });

  it('completes the rating step once it exists', async () => {
    const { student, application } = await applicant();
    const completeUrl = `/applications/${application.id}/steps/complete/RATING`;
    const missing = await call(student, 'PATCH', completeUrl, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual(['RATING.stars']);
    const notSkippable = await call(student, 'PATCH', completeUrl, { skipped: true });
    expect(notSkippable.statusCode).toBe(400);
    await call(student, 'POST', `/applications/${application.id}/rating`, { stars: 5 });
    expect((await call(student, 'PATCH', completeUrl, {})).json().data.steps.RATING).toBe('COMPLETED');

    const submit = await call(student, 'POST', `/applications/${application.id}/submit`, { declaration: true });
    const fields = submit.json().fieldErrors.map((e: { field: string }) => e.field);
    expect(fields).not.toContain('RATING');
    expect(fields).not.toContain('RATING.stars');
    expect(fields).toContain('FINANCING');
  });

  it('of another student is 404; administrators read it but never write', async () => {
    const { student, application } = await applicant();
    const url = `/applications/${application.id}/rating`;
    await call(student, 'POST', url, { stars: 4 });
    const other = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'POST', url, { stars: 1 })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(admin, 'GET', url)).json().data.stars).toBe(4);
    expect((await call(admin, 'POST', url, { stars: 1 })).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(student, 'GET', url)).json().data.stars).toBe(4);
  });

  it('follows the application’s lock', async () => {
    const { student, application } = await applicant();
    const url = `/applications/${application.id}/rating`;
    await call(student, 'POST', url, { stars: 4 });
    await fixtures.decide(application.id, { status: 'APPROVED' });
    const locked = await call(student, 'POST', url, { stars: 1 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('APPLICATION_LOCKED');
    expect((await call(student, 'DELETE', url)).json().code).toBe('APPLICATION_LOCKED');
    expect((await call(student, 'GET', url)).json().data.stars).toBe(4);
  });
});

describe('the ratings of a session', () => {
  it('are paged for administrators, with the applicant’s name, and only that session’s', async () => {
    const own = await fixtures.session({ status: 'NEW', year: 2030, start: 400, end: 430 });
    // Applications are written straight to an ongoing session, then moved to this one to keep the list apart.
    const rated = [] as number[];
    for (const stars of [5, 3, 1]) {
      const { student, application } = await applicant();
      await call(student, 'POST', `/applications/${application.id}/rating`, { stars, content: `Rated ${stars}` });
      await fixtures.decide(application.id, { sessionId: own.id });
      rated.push(application.id);
    }
    const { student: outsider, application: elsewhere } = await applicant();
    await call(outsider, 'POST', `/applications/${elsewhere.id}/rating`, { stars: 4 });

    const admin = await t.createUser({ role: 'ADMIN' });
    const page = await call(admin, 'GET', `/sessions/${own.id}/ratings?size=2&sort=stars,asc`);
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(data.content.map((r: { stars: number }) => r.stars)).toEqual([1, 3]);
    expect(data.content[0].applicantName).toMatch(/\S+ \S+/);
    const filtered = await call(admin, 'GET', `/sessions/${own.id}/ratings?filter=stars:gte:3`);
    expect(filtered.json().data.totalElements).toBe(2);
    const badSort = await call(admin, 'GET', `/sessions/${own.id}/ratings?sort=content,asc`);
    expect(badSort.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/sessions/2000000000/ratings')).statusCode).toBe(404);
  });

  it('are for administrators only', async () => {
    const { student } = await applicant();
    const refused = await call(student, 'GET', `/sessions/${session.id}/ratings`);
    expect(refused.statusCode).toBe(403);
    expect((await call(null, 'GET', `/sessions/${session.id}/ratings`)).statusCode).toBe(401);
  });
});
