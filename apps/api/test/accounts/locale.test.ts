import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setLocale = (user: { token: string } | null, payload: unknown, language = 'en') =>
  t.injectAs(user, {
    method: 'PUT',
    url: '/api/users/locale',
    payload: payload as object,
    headers: { 'accept-language': language },
  });

describe('PUT /users/locale', () => {
  it('keeps the language a person reads now, and their next mail is written in it', async () => {
    const user = await t.createUser({ locale: 'en' });
    const changed = await setLocale(user, { locale: 'fr' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: user.id, locale: 'fr' });
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).json().data.locale).toBe('fr');

    // A reset asked from an English page still reaches them in French.
    const forgot = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/password/forget',
      payload: { email: user.email },
      headers: { 'accept-language': 'en' },
    });
    expect(forgot.statusCode).toBe(200);
    // The mail follows the answer, from the queue.
    await t.app.outbox.idle();
    const mail = t.mails.filter((sent) => sent.to === user.email).at(-1);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
  });

  it('refuses a language the portal does not speak, naming the field in the reader’s language', async () => {
    const user = await t.createUser({ locale: 'it' });
    for (const payload of [{ locale: 'de' }, { locale: '' }, {}, { locale: 'fr', extra: 1 }]) {
      const refused = await setLocale(user, payload, 'fr');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      if ('locale' in payload && payload.locale !== 'fr')
        expect(refused.json().fieldErrors).toEqual([
          { field: 'locale', code: 'validation.invalidValue', message: 'Valeur invalide' },
        ]);
    }
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).json().data.locale).toBe('it');
  });

  it('needs a signed-in person', async () => {
    expect((await setLocale(null, { locale: 'fr' })).statusCode).toBe(401);
  });
});
