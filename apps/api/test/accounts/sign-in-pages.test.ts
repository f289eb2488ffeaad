import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEchoRenderer, echoedInput } from '../echo-renderer.ts';
import type { TestApp, TestUser } from '../test-app.ts';
import { signUpBody } from './helpers.ts';
import { codeOf, enrol, unusedCode } from './two-factor-helpers.ts';

/**
 * Sign-in and sign-up posted as plain forms to the server-rendered pages (decision 523): the server sends them on
 * to the API's routes and renders the answer. A stand-in renderer echoes what it is given; the real pages are
 * rendered in apps/web (render and script tests) and in the browser journeys.
 */
let t: TestApp;
beforeAll(async () => {
  t = await appWithEchoRenderer();
});
afterAll(() => t.close());

async function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    // A header given as '' is left out.
    headers: Object.fromEntries(
      Object.entries({
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'accept-language': 'en',
        ...headers,
      }).filter(([, value]) => value !== ''),
    ),
    payload: new URLSearchParams(fields).toString(),
  });
  const input = echoedInput(response.body);
  return { status: response.statusCode, headers: response.headers, input, auth: input?.auth, body: response.body };
}

describe('the sign-in page posted', () => {
  it('hands the token over after the right password, and keeps the address the form was posted to', async () => {
    const user = await t.createUser({ password: 'right-password-1' });
    const answer = await post('/auth/sign-in?redirect=%2Fusers&utm=x', {
      login: user.username,
      password: 'right-password-1',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.input?.url).toBe('/auth/sign-in?redirect=%2Fusers');
    expect(answer.auth?.signedIn?.user).toMatchObject({ id: user.id, username: user.username });
    expect(typeof answer.auth?.signedIn?.token).toBe('string');
    // The token opens the API.
    const me = await t.injectAs({ token: answer.auth?.signedIn?.token ?? '' }, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    // The password is never shown back.
    expect(answer.body).not.toContain('right-password-1');
  });

  it('says a wrong password in the reader’s language, keeps the login, and never shows the password back', async () => {
    const user = await t.createUser({ password: 'right-password-1' });
    const answer = await post(
      '/auth/sign-in',
      { login: user.username, password: 'wrong-password-1' },
      { cookie: 'portal.lang=fr', 'accept-language': 'en' },
    );
    expect(answer.status).toBe(401);
    expect(answer.input?.language).toBe('fr');
    expect(answer.auth?.values).toEqual({ login: user.username });
    expect(answer.auth?.error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(answer.auth?.error?.message).toMatch(/mot de passe/i);
    expect(answer.auth?.signedIn).toBeUndefined();
    expect(answer.body).not.toContain('wrong-password-1');
  });

  it('answers the page’s script with the form’s part alone, and says so', async () => {
    const asked = await post(
      '/auth/sign-in',
      { login: 'nobody', password: 'something-1' },
      { 'x-page-part': 'content' },
    );
    expect(asked.input?.partOnly).toBe(true);
    expect(asked.headers['x-page-part']).toBe('content');
    const plain = await post('/auth/sign-in', { login: 'nobody', password: 'something-1' });
    expect(plain.input?.partOnly).toBe(false);
    expect(plain.headers['x-page-part']).toBeUndefined();
  });

  it('names the empty field', async () => {
    const answer = await post('/auth/sign-in', { login: '', password: 'something-1' });
    expect(answer.status).toBe(400);
    expect(answer.auth?.error?.fieldErrors?.map((e) => e.field)).toContain('login');
  });

  it('refuses a form posted from another site, which would sign the visitor into someone else’s account', async () => {
    const user = await t.createUser({ password: 'right-password-1' });
    const fields = { login: user.username, password: 'right-password-1' };
    const crossSite = await post('/auth/sign-in', fields, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).not.toContain('token');
    const fromOrigin = await post('/auth/sign-in', fields, {
      'sec-fetch-site': '',
      origin: 'https://evil.example',
    });
    expect(fromOrigin.status).toBe(403);
    // Without Sec-Fetch-Site, the page's own origin is accepted.
    const sameOrigin = await post('/auth/sign-in', fields, { 'sec-fetch-site': '', origin: 'http://localhost:80' });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('the sign-up page posted', () => {
  it('creates the account, mails the link and tells where it went', async () => {
    const body = signUpBody('page1');
    const before = t.mails.length;
    const answer = await post('/auth/sign-up', body as Record<string, string>);
    expect(answer.status).toBe(200);
    expect(answer.auth?.sentTo).toBe(body.email);
    await t.app.outbox.idle();
    expect(t.mails.length).toBe(before + 1);
    expect(answer.auth?.values).not.toHaveProperty('password');
    expect(answer.auth?.values).not.toHaveProperty('confirmPassword');
    expect(answer.body).not.toContain(String(body.password));
  });

  it('puts each problem on its field and creates nothing', async () => {
    const taken = signUpBody('page2');
    await post('/auth/sign-up', taken as Record<string, string>);
    const again = await post('/auth/sign-up', {
      ...(signUpBody('page3') as Record<string, string>),
      username: String(taken.username),
      confirmPassword: 'another-password-9',
    });
    expect(again.status).toBe(400);
    const fields = again.auth?.error?.fieldErrors?.map((e) => e.field) ?? [];
    expect(fields).toContain('confirmPassword');
    expect(again.auth?.values.username).toBe(taken.username);
  });

  it('refuses a sign-up whose privacy notice box was left unticked, on the box, and keeps what was typed', async () => {
    const { privacyNoticeVersion: _unticked, ...typed } = signUpBody('page4') as Record<string, string>;
    const answer = await post('/auth/sign-up', typed, { 'accept-language': 'it' });
    expect(answer.status).toBe(400);
    expect(answer.auth?.error?.fieldErrors).toEqual([
      {
        field: 'privacyNoticeVersion',
        code: 'validation.privacyNoticeRequired',
        message: 'Spunta la casella per accettare l’informativa sulla privacy',
      },
    ]);
    expect(answer.auth?.values).toMatchObject({ username: typed.username, privacyNoticeVersion: '' });
    const ticked = await post('/auth/sign-up', {
      ...typed,
      privacyNoticeVersion: String(signUpBody('').privacyNoticeVersion),
    });
    expect(ticked.auth?.sentTo).toBe(typed.email);
  });
});

describe('the second step of the sign-in page posted (decision 565)', () => {
  const passwordOf = (user: TestUser) => ({ login: user.username, password: user.password });
  const secondStep = async (user: TestUser) => {
    const answer = await post('/auth/sign-in', passwordOf(user));
    expect(answer.status, answer.body).toBe(200);
    return answer;
  };

  it('asks a member of the committee with a second factor for the code, then hands the token over', async () => {
    const user = await t.createUser({ role: 'EVALUATOR' });
    const { secret } = await enrol(t, user);
    const asked = await secondStep(user);
    expect(asked.auth?.signedIn).toBeUndefined();
    expect(asked.auth?.secondFactor).toEqual({ step: 'CODE', challenge: expect.any(String) });
    expect(asked.body).not.toContain(user.password);
    const challenge = asked.auth?.secondFactor?.challenge ?? '';
    const code = await unusedCode(t, user.id, secret);
    const answer = await post('/auth/sign-in', { challenge, step: 'CODE', kind: 'app', code });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const me = await t.injectAs({ token: answer.auth?.signedIn?.token ?? '' }, { method: 'GET', url: '/api/users/me' });
    expect(me.json().data).toMatchObject({ id: user.id, twoFactor: { enabled: true } });
    expect(answer.body).not.toContain(code);
  });

  it('says a wrong code on its field in the reader’s language, switches to a recovery code without a call, takes one', async () => {
    const user = await t.createUser({ role: 'ADMIN' });
    const { recoveryCodes } = await enrol(t, user);
    const challenge = (await secondStep(user)).auth?.secondFactor?.challenge ?? '';
    const wrong = await post(
      '/auth/sign-in',
      { challenge, step: 'CODE', kind: 'app', code: '000000' },
      { 'accept-language': 'fr' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.auth?.error?.fieldErrors?.map((e) => e.field)).toEqual(['code']);
    expect(wrong.auth?.error?.fieldErrors?.[0]?.message).toMatch(/code/i);
    expect(wrong.input?.language).toBe('fr');
    expect(wrong.auth?.secondFactor).toEqual({ step: 'CODE', challenge });
    expect(wrong.auth?.values).toEqual({});

    // "Use a recovery code" without script: the same step with the other hint, nothing sent to the API.
    const switched = await post('/auth/sign-in', {
      challenge,
      step: 'CODE',
      kind: 'app',
      switchTo: 'recovery',
      code: '',
    });
    expect(switched.status).toBe(200);
    expect(switched.auth?.error).toBeUndefined();
    expect(switched.auth?.values).toEqual({ kind: 'recovery' });
    expect(switched.auth?.secondFactor).toEqual({ step: 'CODE', challenge });

    const code = recoveryCodes[0] ?? '';
    const answer = await post('/auth/sign-in', { challenge, step: 'CODE', kind: 'recovery', code: code.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.auth?.signedIn?.user).toMatchObject({ id: user.id });
  });

  it('tells how long to wait after too many wrong codes, keeping the step', async () => {
    const user = await t.createUser({ role: 'EVALUATOR' });
    await enrol(t, user);
    const challenge = (await secondStep(user)).auth?.secondFactor?.challenge ?? '';
    let answer = await post('/auth/sign-in', { challenge, step: 'CODE', code: '000000' });
    for (let tries = 1; answer.status !== 429 && tries < 30; tries += 1)
      answer = await post('/auth/sign-in', { challenge, step: 'CODE', code: '000000' });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.auth?.error?.code).toBe('RATE_LIMITED');
    expect(answer.auth?.secondFactor).toEqual({ step: 'CODE', challenge });
  });

  it('leads a member of the committee without one to enrol: the same setup after a wrong code, then the codes', async () => {
    const user = await t.createUser({ role: 'ADMIN' });
    const asked = await secondStep(user);
    const enrolment = asked.auth?.secondFactor;
    expect(enrolment?.step).toBe('ENROL');
    expect(enrolment?.setup?.qrSvg).toMatch(/^<svg/);
    expect(enrolment?.setup?.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const challenge = enrolment?.challenge ?? '';
    const secret = enrolment?.setup?.secret ?? '';

    const wrong = await post('/auth/sign-in', { challenge, step: 'ENROL', code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.auth?.error?.fieldErrors?.map((e) => e.field)).toEqual(['code']);
    expect(wrong.auth?.secondFactor).toEqual(enrolment);

    const answer = await post('/auth/sign-in', { challenge, step: 'ENROL', code: await codeOf(secret) });
    expect(answer.status).toBe(200);
    expect(answer.auth?.recoveryCodes?.length).toBeGreaterThanOrEqual(8);
    expect(answer.auth?.signedIn?.user).toMatchObject({ id: user.id });
  });

  it('asks for the password again when the challenge is no longer good', async () => {
    const answer = await post('/auth/sign-in', { challenge: 'not-a-challenge', step: 'CODE', code: '123456' });
    expect(answer.status).toBe(401);
    expect(answer.auth?.error?.code).toBe('TOKEN_EXPIRED');
    expect(answer.auth?.secondFactor).toBeUndefined();
    expect(answer.auth?.signedIn).toBeUndefined();
  });
});
