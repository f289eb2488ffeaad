import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

const day = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const text = (word: string) => ({ en: `${word} en`, fr: `${word} fr`, it: `${word} it` });
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Call 2026',
  year: 2026,
  startDate: iso(-1),
  endDate: iso(30),
  passScore: 60,
  candidatesToSelect: 20,
  completionNotice: text('Notice'),
  applicationGuidelines: text('Guidelines'),
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await t.injectAs(admin, { method: 'POST', url: '/api/sessions', payload: body(overrides) });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; status: string };
}

const setStatus = (id: number, status: string, user: TestUser | null = admin, lang = 'en') =>
  t.injectAs(user, {
    method: 'PUT',
    url: `/api/sessions/${id}/status/${status}`,
    headers: { 'accept-language': lang },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.delete(sessions);
});

describe('POST /sessions', () => {
  it('creates a NEW session with UTC instants', async () => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/sessions',
      payload: body({
        startDate: '2026-03-01T09:00:00+01:00',
        endDate: '2026-04-01T09:00:00+02:00',
        status: undefined,
      }),
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: 'Call 2026',
      status: 'NEW',
      startDate: '2026-03-01T08:00:00.000Z',
      endDate: '2026-04-01T07:00:00.000Z',
    });
    expect(data.completionNotice).toEqual(text('Notice'));
  });

  it('refuses start after end, naming both dates, in French', async () => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/sessions',
      headers: { 'accept-language': 'fr' },
      payload: body({ startDate: iso(10), endDate: iso(5) }),
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(fieldErrors).toEqual([
      {
        field: 'startDate',
        code: 'validation.startBeforeEnd',
        message: 'La date de début doit précéder la date de fin',
      },
      { field: 'endDate', code: 'validation.endAfterStart', message: expect.any(String) },
    ]);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('refuses a bad date, a status in the body, and out-of-range numbers', async () => {
    for (const [payload, field] of [
      [body({ startDate: 'tomorrow' }), 'startDate'],
      [body({ status: 'OPEN' }), ''],
      [body({ passScore: 120 }), 'passScore'],
      // Below what the column's 4-byte float holds: found by the generated bodies (platform/fuzz.test.ts).
      [body({ passScore: 5e-324 }), 'passScore'],
      [body({ candidatesToSelect: -1 }), 'candidatesToSelect'],
      [body({ completionNotice: { en: 'x' } }), 'completionNotice.fr'],
    ] as const) {
      const response = await t.injectAs(admin, { method: 'POST', url: '/api/sessions', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field || 'body');
    }
  });

  it('is for administrators only', async () => {
    expect((await t.injectAs(student, { method: 'POST', url: '/api/sessions', payload: body() })).statusCode).toBe(403);
    expect((await t.injectAs(null, { method: 'POST', url: '/api/sessions', payload: body() })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('GET /sessions', () => {
  it('pages, sorts and filters for any signed-in user', async () => {
    await create({ name: 'Alpha', year: 2024 });
    await create({ name: 'Beta', year: 2025 });
    await create({ name: 'Gamma', year: 2026 });
    const response = await t.injectAs(student, { method: 'GET', url: '/api/sessions?page=0&size=2&sort=year,asc' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(data.content.map((s: { name: string }) => s.name)).toEqual(['Alpha', 'Beta']);
    const filtered = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/sessions?filter=name:like:amm;status:eq:NEW',
    });
    expect(filtered.json().data.content.map((s: { name: string }) => s.name)).toEqual(['Gamma']);
  });

  it('refuses an unknown filter field with 400', async () => {
    const response = await t.injectAs(admin, { method: 'GET', url: '/api/sessions?filter=passScore:eq:1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'filter', code: 'query.unknownField' });
  });

  it('needs a token', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });
});

describe('GET, PUT, PATCH /sessions/{id}', () => {
  it('reads one session; 404 for an unknown one; 401 without token', async () => {
    const { id } = await create();
    const response = await t.injectAs(student, { method: 'GET', url: `/api/sessions/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(id);
    const missing = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/sessions/999999',
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('Session');
    expect((await t.injectAs(null, { method: 'GET', url: `/api/sessions/${id}` })).statusCode).toBe(401);
  });

  it('replaces the fields with PUT and keeps the status', async () => {
    const { id } = await create();
    await setStatus(id, 'OPEN');
    const response = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/sessions/${id}`,
      payload: body({ name: 'Renamed', passScore: 55.5 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Renamed', passScore: 55.5, status: 'OPEN' });
  });

  it('changes some fields with PATCH, checking the date order against the stored dates', async () => {
    const { id } = await create();
    const ok = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/sessions/${id}`,
      payload: { candidatesToSelect: 7 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.candidatesToSelect).toBe(7);
    const bad = await t.injectAs(admin, { method: 'PATCH', url: `/api/sessions/${id}`, payload: { endDate: iso(-3) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual(['startDate', 'endDate']);
    const unchanged = await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${id}` });
    expect(Date.parse(unchanged.json().data.endDate)).toBeGreaterThan(Date.now());
  });

  it('refuses writes to students (403) and anonymous callers (401)', async () => {
    const { id } = await create();
    for (const method of ['PUT', 'PATCH'] as const) {
      expect((await t.injectAs(student, { method, url: `/api/sessions/${id}`, payload: body() })).statusCode).toBe(403);
      expect((await t.injectAs(null, { method, url: `/api/sessions/${id}`, payload: body() })).statusCode).toBe(401);
    }
    expect((await setStatus(id, 'OPEN', student)).statusCode).toBe(403);
    expect((await setStatus(id, 'OPEN', null)).statusCode).toBe(401);
    expect((await t.injectAs(student, { method: 'DELETE', url: `/api/sessions/${id}` })).statusCode).toBe(403);
    expect((await t.injectAs(null, { method: 'DELETE', url: `/api/sessions/${id}` })).statusCode).toBe(401);
    const stored = await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${id}` });
    expect(stored.json().data).toMatchObject({ name: 'Call 2026', status: 'NEW' });
  });
});

describe('PUT /sessions/{id}/status/{status}', () => {
  it('follows NEW -> OPEN -> SUSPENDED -> OPEN -> CLOSED', async () => {
    const { id } = await create();
    for (const status of ['OPEN', 'SUSPENDED', 'OPEN', 'CLOSED']) {
      const response = await setStatus(id, status);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(status);
    }
  });

  it('allows SUSPENDED -> CLOSED', async () => {
    const { id } = await create();
    await setStatus(id, 'OPEN');
    await setStatus(id, 'SUSPENDED');
    expect((await setStatus(id, 'CLOSED')).json().data.status).toBe('CLOSED');
  });

  const refused: Record<string, string[]> = {
    NEW: ['NEW', 'SUSPENDED', 'CLOSED'],
    OPEN: ['NEW', 'OPEN'],
    SUSPENDED: ['NEW', 'SUSPENDED'],
    CLOSED: ['NEW', 'OPEN', 'SUSPENDED', 'CLOSED'],
  };
  const path: Record<string, string[]> = {
    NEW: [],
    OPEN: ['OPEN'],
    SUSPENDED: ['OPEN', 'SUSPENDED'],
    CLOSED: ['OPEN', 'CLOSED'],
  };
  for (const [from, targets] of Object.entries(refused)) {
    for (const to of targets) {
      it(`refuses ${from} -> ${to} with 409`, async () => {
        const { id } = await create();
        for (const step of path[from]!) expect((await setStatus(id, step)).statusCode).toBe(200);
        const response = await setStatus(id, to, admin, 'fr');
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'CONFLICT',
          message: `Changement de statut refusé : ${from} → ${to}`,
        });
        const stored = await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${id}` });
        expect(stored.json().data.status).toBe(from);
      });
    }
  }

  it('refuses opening while another session is open or suspended', async () => {
    const first = await create({ name: 'First' });
    const second = await create({ name: 'Second' });
    await setStatus(first.id, 'OPEN');
    const response = await setStatus(second.id, 'OPEN', admin, 'it');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('First');
    await setStatus(first.id, 'SUSPENDED');
    expect((await setStatus(second.id, 'OPEN')).statusCode).toBe(409);
    await setStatus(first.id, 'CLOSED');
    expect((await setStatus(second.id, 'OPEN')).statusCode).toBe(200);
  });

  it('answers 409, not 500, when two openings race', async () => {
    const first = await create({ name: 'First' });
    const second = await create({ name: 'Second' });
    const answers = await Promise.all([setStatus(first.id, 'OPEN'), setStatus(second.id, 'OPEN')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an unknown status (400) and an unknown session (404)', async () => {
    const { id } = await create();
    expect((await setStatus(id, 'ARCHIVED')).statusCode).toBe(400);
    expect((await setStatus(999999, 'OPEN')).statusCode).toBe(404);
  });
});

describe('DELETE /sessions/{id}', () => {
  it('deletes a NEW or CLOSED session', async () => {
    const fresh = await create();
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/sessions/${fresh.id}` })).json()).toEqual({
      data: true,
    });
    const closed = await create();
    await setStatus(closed.id, 'OPEN');
    await setStatus(closed.id, 'CLOSED');
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/sessions/${closed.id}` })).statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('refuses to delete an open or suspended session (409)', async () => {
    const { id } = await create();
    await setStatus(id, 'OPEN');
    const open = await t.injectAs(admin, { method: 'DELETE', url: `/api/sessions/${id}` });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/cannot be deleted/);
    await setStatus(id, 'SUSPENDED');
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/sessions/${id}` })).statusCode).toBe(409);
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('answers 404 for an unknown session', async () => {
    expect((await t.injectAs(admin, { method: 'DELETE', url: '/api/sessions/999999' })).statusCode).toBe(404);
  });
});

describe('GET /sessions/current (public)', () => {
  it('is null when no session is open or suspended', async () => {
    await create();
    const response = await t.app.inject({ method: 'GET', url: '/api/sessions/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('gives the phase, ongoing flag and server time', async () => {
    const { id } = await create({ startDate: iso(2), endDate: iso(5) });
    await setStatus(id, 'OPEN');
    let data = (await t.app.inject({ method: 'GET', url: '/api/sessions/current' })).json().data;
    expect(data).toMatchObject({ id, phase: 'NOT_STARTED', ongoing: false });
    expect(Math.abs(Date.parse(data.now) - Date.now())).toBeLessThan(60_000);

    await t.injectAs(admin, { method: 'PATCH', url: `/api/sessions/${id}`, payload: { startDate: iso(-2) } });
    data = (await t.app.inject({ method: 'GET', url: '/api/sessions/current' })).json().data;
    expect(data).toMatchObject({ phase: 'OPEN', ongoing: true });

    await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/sessions/${id}`,
      payload: { startDate: iso(-9), endDate: iso(-1) },
    });
    data = (await t.app.inject({ method: 'GET', url: '/api/sessions/current' })).json().data;
    expect(data).toMatchObject({ phase: 'TIMED_OUT', ongoing: false });

    await setStatus(id, 'SUSPENDED');
    data = (await t.app.inject({ method: 'GET', url: '/api/sessions/current' })).json().data;
    expect(data).toMatchObject({ phase: 'SUSPENDED', ongoing: false });
  });
});
