import { userSummarySchema } from '@portal/shared/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { expectSummaryOfWholeRows } from '../list-views.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  for (const [firstName, lastName] of [
    ['Zebulon', 'Quark'],
    ['Amina', 'Bello'],
    ['Carine', 'Tchoua'],
  ]) {
    const user = await t.createUser();
    await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  }
});
afterAll(async () => t?.close());

const read = (query: string, who: TestUser | null = admin, language = 'en') =>
  t.injectAs(who, { method: 'GET', url: `/api/users?${query}`, headers: { 'accept-language': language } });

describe('GET /users in views', () => {
  it('answers view=summary with what the list shows, of the same users as the whole accounts', async () => {
    for (const query of [
      'size=25',
      'sort=username,asc&size=2&page=1',
      'filter=role:eq:STUDENT&sort=lastName,desc',
      'search=zebulon%20q',
      'page=99',
    ])
      await expectSummaryOfWholeRows(read, query, userSummarySchema);
    // The whole accounts still carry the profile and the second factor.
    expect(Object.keys((await read('size=1')).json().data.content[0])).toEqual(
      expect.arrayContaining(['student', 'twoFactor', 'privacyNotice', 'avatar', 'locale']),
    );
  });

  it('answers a view it does not know with a 400 naming it, in the reader’s language', async () => {
    const [english, french] = [(await read('view=short')).json(), (await read('view=short', admin, 'fr')).json()];
    expect(english).toMatchObject({ status: 400, fieldErrors: [{ field: 'view' }] });
    expect(french).toMatchObject({ status: 400, fieldErrors: [{ field: 'view' }] });
    expect(french.fieldErrors[0].message).not.toBe(english.fieldErrors[0].message);
  });

  it('reads the page with its reader’s sign-in state in either view: a role changed since, an ended or deleted account is refused', async () => {
    const pages = ['view=summary', 'view=summary&page=99', 'view=summary&search=nobody-by-that-name', 'view=full'];
    const other = await t.createUser({ role: 'ADMIN' });
    for (const query of pages) expect((await read(query, other)).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'EVALUATOR' }).where(eq(users.id, other.id));
    for (const query of pages) {
      const refused = await read(query, other);
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    }
    const gone = await t.createUser({ role: 'ADMIN' });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    for (const query of pages) expect((await read(query, gone)).statusCode).toBe(401);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    for (const query of pages) expect((await read(query, gone)).statusCode).toBe(401);
  });

  it('refuses students, evaluators and nobody in either view', async () => {
    const student = await t.createUser();
    const evaluator = await t.createUser({ role: 'EVALUATOR' });
    for (const query of ['view=summary', 'view=full']) {
      expect((await read(query, student)).statusCode).toBe(403);
      expect((await read(query, evaluator)).statusCode).toBe(403);
      expect((await read(query, null)).statusCode).toBe(401);
    }
  });
});
