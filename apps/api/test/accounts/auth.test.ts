import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { linkIn, signUpBody } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const signIn = (login: string, password: string) => post('/api/auth/sign-in', { login, password });
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

describe('sign-up and verification', () => {
  it('creates an unverified account in the language of the request and mails a link', async () => {
    const before = t.mails.length;
    const res = await post('/api/auth/sign-up', signUpBody('one'), { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toContain('ada' + 'one@example.org');
    const row = await userRow('adaone@example.org');
    expect(row).toMatchObject({ accountVerified: false, role: 'STUDENT', locale: 'fr', active: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    await t.app.outbox.idle();
    const mail = t.mails[before]!;
    expect(mail.to).toBe('adaone@example.org');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.html).toContain('<a href="http://portal.test/auth/verify?token=');
    const { link, token } = linkIn(mail, '/auth/verify');
    expect(link.startsWith('http://portal.test/auth/verify?token=')).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only a hash is kept.
    const stored = await t.database.db.select().from(authTokens).where(sql`${authTokens.userId} = ${row!.id}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
  });

  it('refuses bad input with translated field errors and keeps nothing', async () => {
    const res = await post(
      '/api/auth/sign-up',
      signUpBody('bad', { username: 'bad name!', email: 'nope', password: 'password123', confirmPassword: 'other' }),
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors as { field: string; code: string; message: string }[];
    const byField = Object.fromEntries(errors.map((e) => [e.field, e]));
    expect(byField.username?.message).toBe('Seuls les lettres et les chiffres sont autorisés');
    expect(byField.email?.code).toBe('validation.invalidEmail');
    expect(byField.password?.code).toBe('validation.passwordTooCommon');
    expect(byField.confirmPassword?.message).toBe('Les mots de passe doivent correspondre');
    const short = await post('/api/auth/sign-up', signUpBody('bad2', { password: 'short', confirmPassword: 'short' }));
    expect(short.json().fieldErrors[0]).toMatchObject({ field: 'password', code: 'validation.minLength' });
    expect(await userRow('adabad2@example.org')).toBeUndefined();
  });

  it('answers 409 on the field for a username or e-mail taken in another case', async () => {
    const byName = await post('/api/auth/sign-up', signUpBody('x1', { username: 'ADAONE' }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'username', code: 'accounts.usernameTaken' }),
    ]);
    const byMail = await post('/api/auth/sign-up', signUpBody('x2', { email: 'AdaOne@Example.org' }));
    expect(byMail.statusCode).toBe(409);
    expect(byMail.json().fieldErrors[0].field).toBe('email');
  });

  it('refuses sign-in until verified, resends without revealing, verifies once', async () => {
    const refused = await signIn('adaone', 'analytical engine 1843');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    expect(refused.json().message).toMatch(/Resend the verification link/);

    const before = t.mails.length;
    const unknown = await post('/api/auth/resend-signup-email/nobody@example.org');
    const known = await post('/api/auth/resend-signup-email/adaone@example.org');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.app.outbox.idle();
    expect(t.mails.length).toBe(before + 1);
    const { token } = linkIn(t.mails.at(-1), '/auth/verify');

    expect((await post(`/api/auth/verify/${token}`)).statusCode).toBe(200);
    const again = await post(`/api/auth/verify/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid, already used or expired/);

    const byEmail = await signIn('ADAONE@example.org', 'analytical engine 1843');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.user).toMatchObject({
      username: 'adaone',
      accountVerified: true,
      student: null,
      avatar: null,
    });
    expect(typeof byEmail.json().data.token).toBe('string');
    expect((await signIn('adaone', 'wrong password!')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('nobody', 'wrong password!')).statusCode).toBe(401);
  });

  it('refuses an expired verification link', async () => {
    await post('/api/auth/sign-up', signUpBody('late'));
    await t.app.outbox.idle();
    const { token } = linkIn(t.mails.at(-1), '/auth/verify');
    const row = await userRow('adalate@example.org');
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 minute' where user_id = ${row!.id}`,
    );
    expect((await post(`/api/auth/verify/${token}`)).statusCode).toBe(400);
    expect((await userRow('adalate@example.org'))!.accountVerified).toBe(false);
  });

  it('refuses a deactivated account', async () => {
    const user = await t.createUser({ active: false });
    const res = await signIn(user.username, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('passwords', () => {
  it('forgot never reveals; reset is single-use, expiring and ends earlier tokens', async () => {
    const user = await t.createUser();
    const before = t.mails.length;
    const unknown = await post('/api/auth/password/forget', { email: 'ghost@example.org' });
    const known = await post('/api/auth/password/forget', { email: user.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.app.outbox.idle();
    expect(t.mails.length).toBe(before + 1);
    const { link, token } = linkIn(t.mails.at(-1), '/auth/reset-password');
    expect(link.startsWith('http://portal.test/auth/reset-password?token=')).toBe(true);

    const mismatch = await post('/api/auth/password/reset', {
      token,
      password: 'a new long secret',
      confirmPassword: 'x',
    });
    expect(mismatch.json().fieldErrors[0].field).toBe('confirmPassword');
    const reset = await post('/api/auth/password/reset', {
      token,
      password: 'a new long secret',
      confirmPassword: 'a new long secret',
    });
    expect(reset.statusCode).toBe(200);
    const reused = await post('/api/auth/password/reset', {
      token,
      password: 'another secret 2',
      confirmPassword: 'another secret 2',
    });
    expect(reused.statusCode).toBe(400);
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await signIn(user.username, 'a new long secret')).statusCode).toBe(200);

    await post('/api/auth/password/forget', { email: user.email });
    await t.app.outbox.idle();
    const second = linkIn(t.mails.at(-1), '/auth/reset-password').token;
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await post('/api/auth/password/reset', {
      token: second,
      password: 'yet another one',
      confirmPassword: 'yet another one',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('changes the password with the current one and ends earlier tokens', async () => {
    const user = await t.createUser();
    const change = (body: object, who: { token: string } | null = user) =>
      t.injectAs(who, { method: 'POST', url: '/api/auth/password/change', payload: body });
    expect(
      (
        await change(
          { currentPassword: 'x', newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
          null,
        )
      ).statusCode,
    ).toBe(401);
    const wrong = await change({
      currentPassword: 'not it',
      newPassword: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0]).toMatchObject({ field: 'currentPassword', code: 'accounts.wrongPassword' });
    const ok = await change({
      currentPassword: user.password,
      newPassword: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(ok.statusCode).toBe(200);
    const fresh = { token: ok.json().data.token as string };
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).json().code).toBe('TOKEN_EXPIRED');
    expect((await t.injectAs(fresh, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    expect((await signIn(user.username, user.password)).statusCode).toBe(401);
  });
});

describe('e-mail change, sign-out, deletion', () => {
  it('mails the new address and applies the change only when the link is opened', async () => {
    const user = await t.createUser({ locale: 'it' });
    const other = await t.createUser();
    const patch = (email: string, currentPassword = user.password) =>
      t.injectAs(user, { method: 'PATCH', url: `/api/auth/change-email/${email}`, payload: { currentPassword } });
    expect((await patch(other.email.toUpperCase())).statusCode).toBe(409);
    expect((await patch(user.email)).json().fieldErrors[0].code).toBe('accounts.sameEmail');
    expect((await patch('not-an-email')).statusCode).toBe(400);
    const before = t.mails.length;
    const res = await patch('new.address@example.org');
    expect(res.statusCode).toBe(200);
    await t.app.outbox.idle();
    const [confirmation, notice] = t.mails.slice(before);
    expect(confirmation!.to).toBe('new.address@example.org');
    expect(confirmation!.subject).toBe('Conferma il tuo nuovo indirizzo e-mail');
    // The current address learns of it, with the new address and a way to take the account back.
    expect(notice!.to).toBe(user.email);
    expect(notice!.text).toContain('new.address@example.org');
    expect(notice!.text).toContain(`http://portal.test/auth/forgot-password?email=${encodeURIComponent(user.email)}`);
    const { link, token } = linkIn(confirmation, '/auth/verify');
    expect(link).toContain('kind=email-change');
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).json().data.email).toBe(user.email);
    expect((await post(`/api/auth/verify/${token}`)).statusCode).toBe(400); // wrong purpose
    const confirm = await post(`/api/auth/change-email/confirm/${token}`);
    expect(confirm.statusCode).toBe(200);
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).json().data.email).toBe(
      'new.address@example.org',
    );
    expect((await post(`/api/auth/change-email/confirm/${token}`)).statusCode).toBe(400);
  });

  it('needs the current password to change the address, so a stolen sign-in cannot take the account', async () => {
    const user = await t.createUser();
    const before = t.mails.length;
    const url = '/api/auth/change-email/thief@example.org';
    const none = await t.injectAs(user, { method: 'PATCH', url });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors[0].field).toBe('body');
    const wrong = await t.injectAs(user, {
      method: 'PATCH',
      url,
      payload: { currentPassword: 'guessed wrong' },
      headers: { 'accept-language': 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual([
      { field: 'currentPassword', code: 'accounts.wrongPassword', message: expect.stringMatching(/mot de passe/i) },
    ]);
    await t.app.outbox.idle();
    expect(t.mails.length).toBe(before);
  });
  it('signs out everywhere', async () => {
    const user = await t.createUser();
    expect((await t.injectAs(null, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(401);
    expect((await t.injectAs(user, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('deletes the own account after the password is confirmed', async () => {
    const user = await t.createUser();
    const del = (password: string) => t.injectAs(user, { method: 'DELETE', url: '/api/auth', payload: { password } });
    const wrong = await del('wrong one');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0].field).toBe('password');
    expect((await del(user.password)).statusCode).toBe(200);
    expect(await userRow(user.email)).toBeUndefined();
    expect((await t.injectAs(user, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await signIn(user.username, user.password)).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per address and login with 429 and Retry-After', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i += 1) expect((await signIn(user.username, 'wrong password')).statusCode).toBe(401);
    const limited = await signIn(user.username, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another login from the same address is still allowed.
    const other = await t.createUser();
    expect((await signIn(other.username, other.password)).statusCode).toBe(200);
  });

  it('limits forgot-password mails per address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/auth/password/forget', { email: 'flood@example.org' })).statusCode).toBe(200);
    const limited = await post(
      '/api/auth/password/forget',
      { email: 'FLOOD@example.org' },
      { 'accept-language': 'fr' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/secondes|seconds/);
  });

  it('limits sign-in attempts on one account from any address', async () => {
    const user = await t.createUser();
    const attempt = (i: number, password = 'wrong password') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { login: user.email, password },
        remoteAddress: `10.0.${Math.floor(i / 5)}.${i}`,
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(99, user.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits mail requests from one address whatever the e-mail', async () => {
    const ask = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/resend-signup-email/someone${i}@example.org`,
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 20; i += 1) expect((await ask(i)).statusCode).toBe(200);
    const limited = await ask(20);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forget',
      payload: { email: 'x@example.org' },
      remoteAddress: '10.9.9.8',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
