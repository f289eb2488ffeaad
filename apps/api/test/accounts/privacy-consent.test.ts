import type { User } from '@portal/shared/accounts';
import { mustAcceptPrivacyNotice, privacyNotice } from '@portal/shared/privacy-notice';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { signUpBody } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const current = privacyNotice.version;
const signUp = (body: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body, headers: { 'accept-language': language } });
const accountOf = async (email: string) =>
  (await t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
const consent = (user: TestUser, payload: object, language = 'en') =>
  t.injectAs(user, {
    method: 'POST',
    url: '/api/users/me/privacy-consent',
    payload,
    headers: { 'accept-language': language },
  });
/** The user the sign-in answers, as the app keeps it. */
async function signedIn(user: TestUser): Promise<User> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { login: user.username, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.user;
}
const asked = (user: User) => mustAcceptPrivacyNotice(user.role, user.privacyNotice);

describe('consent at sign-up', () => {
  it('records the version of the notice accepted and when', async () => {
    const before = Date.now();
    const response = await signUp(signUpBody('consent1'));
    expect(response.statusCode).toBe(201);
    const row = await accountOf('adaconsent1@example.org');
    expect(row?.privacyNoticeVersion).toBe(current);
    expect(row?.privacyAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.privacyAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['left out', undefined],
    ['empty', ''],
    ['not ticked (the form sends false)', false],
  ])(
    'refuses a sign-up whose notice is %s, on that field, in the reader’s language, and creates nothing',
    async (_, value) => {
      const response = await signUp(signUpBody(`noconsent${String(value)}`, { privacyNoticeVersion: value }), 'fr');
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        {
          field: 'privacyNoticeVersion',
          code: 'validation.privacyNoticeRequired',
          message: 'Cochez la case pour accepter la politique de confidentialité',
        },
      ]);
      expect(await accountOf(`adanoconsent${String(value)}@example.org`)).toBeUndefined();
    },
  );

  it('refuses a version that is no longer in force (409, on that field) and creates nothing', async () => {
    const response = await signUp(signUpBody('oldconsent', { privacyNoticeVersion: `${current}-old` }), 'it');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: [{ field: 'privacyNoticeVersion', code: 'accounts.privacyNoticeOutdated' }],
    });
    expect(response.json().message).toMatch(/^L’informativa sulla privacy è cambiata/);
    expect(await accountOf('adaoldconsent@example.org')).toBeUndefined();
  });
});

describe('asked again when the notice changes', () => {
  it('asks an applicant who never accepted, and no longer once they accept', async () => {
    const student = await t.createUser();
    const before = await signedIn(student);
    expect(before.privacyNotice).toEqual({ accepted: null, current });
    expect(asked(before)).toBe(true);

    const accepted = await consent(student, { version: current });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.privacyNotice).toEqual({ accepted: current, current });
    const row = (await t.database.db.select().from(users).where(eq(users.id, student.id)))[0]!;
    expect(row.privacyNoticeVersion).toBe(current);
    expect(row.privacyAcceptedAt).toBeInstanceOf(Date);

    const after = await signedIn(student);
    expect(asked(after)).toBe(false);
    const me = await t.injectAs(student, { method: 'GET', url: '/api/users/me' });
    expect(me.json().data.privacyNotice).toEqual({ accepted: current, current });
  });

  it('asks again at the next sign-in of an applicant who accepted an earlier version', async () => {
    const student = await t.createUser();
    // As if the notice had changed since this person accepted it.
    const acceptedLong = new Date('2025-01-01T00:00:00Z');
    await t.database.db
      .update(users)
      .set({ privacyNoticeVersion: '0', privacyAcceptedAt: acceptedLong })
      .where(eq(users.id, student.id));
    const again = await signedIn(student);
    expect(again.privacyNotice).toEqual({ accepted: '0', current });
    expect(asked(again)).toBe(true);
    const me = await t.injectAs(student, { method: 'GET', url: '/api/users/me' });
    expect(asked(me.json().data)).toBe(true);

    expect((await consent(student, { version: current })).statusCode).toBe(200);
    expect(asked(await signedIn(student))).toBe(false);
    const row = (await t.database.db.select().from(users).where(eq(users.id, student.id)))[0]!;
    expect(row.privacyAcceptedAt!.getTime()).toBeGreaterThan(acceptedLong.getTime());
  });

  it('keeps when a version was first accepted when it is accepted again', async () => {
    const student = await t.createUser();
    await consent(student, { version: current });
    const first = (await t.database.db.select().from(users).where(eq(users.id, student.id)))[0]!.privacyAcceptedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await consent(student, { version: current })).statusCode).toBe(200);
    const second = (await t.database.db.select().from(users).where(eq(users.id, student.id)))[0]!.privacyAcceptedAt;
    expect(second?.getTime()).toBe(first?.getTime());
  });

  it('refuses a version no longer in force with a clear 409, and records nothing', async () => {
    const student = await t.createUser();
    const response = await consent(student, { version: '0' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        'The privacy notice has changed since this page was opened: reload the page, read the new version and accept it',
      fieldErrors: [{ field: 'version', code: 'accounts.privacyNoticeOutdated' }],
    });
    const row = (await t.database.db.select().from(users).where(eq(users.id, student.id)))[0]!;
    expect(row.privacyNoticeVersion).toBeNull();
    expect(row.privacyAcceptedAt).toBeNull();
  });

  it('refuses a consent without a version, on that field', async () => {
    const student = await t.createUser();
    const response = await consent(student, {}, 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'version', code: 'validation.privacyNoticeRequired' }),
    ]);
  });

  it.each(['ADMIN', 'EVALUATOR'] as const)('never asks %s, who cannot accept on an applicant’s terms', async (role) => {
    const member = await t.createUser({ role });
    const me = await t.injectAs(member, { method: 'GET', url: '/api/users/me' });
    expect(me.json().data.privacyNotice).toEqual({ accepted: null, current });
    expect(asked(me.json().data)).toBe(false);
    expect((await consent(member, { version: current })).statusCode).toBe(403);
  });
});
