import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { plainSession } from '../route-fuzz.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.delete(sessions);
});

// The session ends on 1 March 2031 at midnight UTC: 1 March at one in the morning in Cameroon.
const write = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, lang = 'en') =>
  t.injectAs(admin, { method, url: `/api${url}`, payload, headers: { 'accept-language': lang } });
const fieldsOf = (response: { json(): { fieldErrors?: { field: string }[] } }) =>
  response.json().fieldErrors?.map((error) => error.field);

describe('the announced publication date', () => {
  it('is kept with the session, shown in its answers, and may be left out or cleared', async () => {
    const created = await write('POST', '/sessions', { ...plainSession, publicationDate: '2031-03-15' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ publicationDate: '2031-03-15', publishedAt: null });

    const onTheEndDay = await write('PATCH', `/sessions/${id}`, { publicationDate: '2031-03-01' });
    expect(onTheEndDay.statusCode, onTheEndDay.body).toBe(200);
    expect(onTheEndDay.json().data.publicationDate).toBe('2031-03-01');

    // Applicants read it on the current session, and the public pages with it.
    expect((await t.injectAs(admin, { method: 'PUT', url: `/api/sessions/${id}/status/OPEN` })).statusCode).toBe(200);
    const current = await t.injectAs(null, { method: 'GET', url: '/api/sessions/current' });
    expect(current.json().data.publicationDate).toBe('2031-03-01');
    expect((await t.app.services.publicPages.read()).currentSession?.publicationDate).toBe('2031-03-01');

    const cleared = await write('PATCH', `/sessions/${id}`, { publicationDate: null });
    expect(cleared.json().data.publicationDate).toBeNull();
    const without = await write('POST', '/sessions', { ...plainSession, name: 'Without' });
    expect(without.json().data.publicationDate).toBeNull();
  });

  it('is refused before the end of the session, on its field, in the reader’s language; nothing changes', async () => {
    const early = await write('POST', '/sessions', { ...plainSession, publicationDate: '2031-02-28' }, 'fr');
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors).toEqual([
      expect.objectContaining({
        field: 'publicationDate',
        message: 'La date de publication ne peut pas précéder la fin de la session',
      }),
    ]);
    const { id } = (await write('POST', '/sessions', { ...plainSession, publicationDate: '2031-03-10' })).json().data;

    // A PATCH is checked merged with the stored session: the date alone, or the end moved past it.
    const alone = await write('PATCH', `/sessions/${id}`, { publicationDate: '2031-01-15' });
    expect(alone.statusCode).toBe(400);
    expect(fieldsOf(alone)).toEqual(['publicationDate']);
    const endMoved = await write('PATCH', `/sessions/${id}`, { endDate: '2031-04-01T00:00:00Z' });
    expect(endMoved.statusCode).toBe(400);
    expect(fieldsOf(endMoved)).toEqual(['publicationDate']);
    const replaced = await write('PUT', `/sessions/${id}`, { ...plainSession, publicationDate: '2030-12-31' });
    expect(fieldsOf(replaced)).toEqual(['publicationDate']);

    for (const publicationDate of ['2031-13-01', '2031-03-10T00:00:00Z', 'soon', 20310310]) {
      const refused = await write('PATCH', `/sessions/${id}`, { publicationDate });
      expect(refused.statusCode, String(publicationDate)).toBe(400);
      expect(fieldsOf(refused)).toEqual(['publicationDate']);
    }
    const stored = (await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${id}` })).json().data;
    expect(stored).toMatchObject({ publicationDate: '2031-03-10', endDate: '2031-03-01T00:00:00.000Z' });
  });

  it('counts the end’s day in Cameroon: an end at 23:30 UTC is the next day there', async () => {
    const late = { ...plainSession, endDate: '2031-02-28T23:30:00Z' };
    const sameUtcDay = await write('POST', '/sessions', { ...late, publicationDate: '2031-02-28' });
    expect(fieldsOf(sameUtcDay)).toEqual(['publicationDate']);
    expect((await write('POST', '/sessions', { ...late, publicationDate: '2031-03-01' })).statusCode).toBe(201);
  });
});
