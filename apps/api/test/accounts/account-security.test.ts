import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/lib/mailer.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { linkIn, signUpBody } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (login: string, password: string, from = '10.1.1.1', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { login, password },
    remoteAddress: from,
    headers,
  });
const me = (who: { token: string }) => t.injectAs(who, { method: 'GET', url: '/api/users/me' });
const forgot = async (email: string) => {
  await t.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { email } });
  await t.app.outbox.idle();
  return linkIn(t.mails.at(-1), '/auth/reset-password').token;
};
const reset = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { token, password: 'a fresh long secret', confirmPassword: 'a fresh long secret' },
  });

describe('what ends a sign-in also ends the links mailed before', () => {
  it('a password change voids a reset link asked before it', async () => {
    const user = await t.createUser();
    const token = await forgot(user.email);
    const changed = await t.injectAs(user, {
      method: 'POST',
      url: '/api/auth/password/change',
      payload: {
        currentPassword: user.password,
        newPassword: 'changed secret 42',
        confirmPassword: 'changed secret 42',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('signing out everywhere voids a pending change of address', async () => {
    const user = await t.createUser();
    await t.injectAs(user, {
      method: 'PATCH',
      url: '/api/auth/change-email/elsewhere@example.org',
      payload: { currentPassword: user.password },
    });
    await t.app.outbox.idle();
    const { token } = linkIn(
      t.mails.findLast((m) => m.to === 'elsewhere@example.org'),
      '/auth/verify',
    );
    expect((await t.injectAs(user, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/change-email/confirm/${token}` })).statusCode).toBe(
      400,
    );
  });

  it('deactivation, a role change and a reset void the other pending links', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    for (const end of ['deactivate', 'role', 'reset'] as const) {
      const user = await t.createUser();
      const token = await forgot(user.email);
      if (end === 'deactivate')
        await t.injectAs(admin, { method: 'PATCH', url: `/api/users/toggle-active/${user.id}` });
      if (end === 'role')
        await t.injectAs(admin, { method: 'PUT', url: `/api/users/${user.id}/role`, payload: { role: 'ADMIN' } });
      if (end === 'reset') {
        const second = await forgot(user.email);
        // A new reset link replaces the earlier one; using it ends the rest.
        expect((await reset(second)).statusCode).toBe(200);
      }
      expect((await reset(token)).statusCode, end).toBe(400);
    }
  });
});

describe('limits that hold', () => {
  it('counts failed sign-ins per address and account, the username and the e-mail being one account', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) expect((await signIn(user.username, 'wrong one')).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await signIn(user.email.toUpperCase(), 'wrong one')).statusCode).toBe(401);
    const limited = await signIn(user.username, user.password, '10.1.1.1', { 'accept-language': 'it' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/secondi/);
    // From another address the person can still sign in.
    expect((await signIn(user.email, user.password, '10.1.1.2')).statusCode).toBe(200);
  });

  it('never slows down someone who types the right password', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 12; i += 1) expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i += 1)
      await signIn(user.username, 'wrong one', '10.2.2.2', { 'x-forwarded-for': `192.0.2.${i}` });
    const limited = await signIn(user.username, user.password, '10.2.2.2', { 'x-forwarded-for': '192.0.2.99' });
    expect(limited.statusCode).toBe(429);

    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const person = await behindProxy.createUser();
      const attempt = (client: string, password: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { login: person.username, password },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 10; i += 1) await attempt('198.51.100.1', 'wrong one');
      expect((await attempt('198.51.100.1', person.password)).statusCode).toBe(429);
      // The proxy told us this is another client.
      expect((await attempt('198.51.100.2', person.password)).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('limits sign-ups per address', async () => {
    const signUp = (i: number, from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: signUpBody(`flood${i}`),
        remoteAddress: from,
      });
    const max = t.config.signUpsPerHour;
    expect(max).toBe(20);
    for (let i = 0; i < max; i += 1) expect((await signUp(i, '10.3.3.3')).statusCode).toBe(201);
    const limited = await signUp(max, '10.3.3.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await signUp(max + 1, '10.3.3.4')).statusCode).toBe(201);
  });

  it('limits changes of address per person', async () => {
    const user = await t.createUser();
    const ask = (i: number) =>
      t.injectAs(user, {
        method: 'PATCH',
        url: `/api/auth/change-email/next${i}@example.org`,
        payload: { currentPassword: user.password },
      });
    for (let i = 0; i < 5; i += 1) expect((await ask(i)).statusCode).toBe(200);
    const limited = await ask(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits wrong current passwords per person across password change, e-mail change and deletion', async () => {
    const user = await t.createUser();
    const wrong = 'not my password';
    const calls = [
      () =>
        t.injectAs(user, {
          method: 'POST',
          url: '/api/auth/password/change',
          payload: { currentPassword: wrong, newPassword: 'new secret 12345', confirmPassword: 'new secret 12345' },
        }),
      () =>
        t.injectAs(user, {
          method: 'PATCH',
          url: '/api/auth/change-email/guess@example.org',
          payload: { currentPassword: wrong },
        }),
      () => t.injectAs(user, { method: 'DELETE', url: '/api/auth', payload: { password: wrong } }),
    ];
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await calls[i % 3]!()).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400]);
    for (const call of calls) {
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Even the right password waits: the guesser must not learn when they found it.
    const right = await t.injectAs(user, { method: 'DELETE', url: '/api/auth', payload: { password: user.password } });
    expect(right.statusCode).toBe(429);
    expect((await me(user)).statusCode).toBe(200);
  });
});

describe('nothing private lingers', () => {
  it('answers to a signed-in request are not stored by caches', async () => {
    const user = await t.createUser();
    expect((await me(user)).headers['cache-control']).toBe('no-store');
    const signedIn = await signIn(user.username, user.password, '10.4.4.4');
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('answers forgot-password before any lookup or mail, the same for a known and an unknown address', async () => {
    const sent: Mail[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = await createTestApp({
      mailer: {
        kind: 'outbox',
        send: async (mail) => {
          await gate;
          sent.push(mail);
        },
      },
    });
    try {
      const user = await slow.createUser();
      const ask = (email: string) =>
        slow.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { email } });
      const known = await ask(user.email);
      const unknown = await ask('ghost@example.org');
      // Both answered while the mail server is still holding the mail.
      expect(sent).toEqual([]);
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      release();
      await slow.app.outbox.idle();
      expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    } finally {
      release();
      await slow.close();
    }
  });

  it('retries a mail the server refused, from the queue', async () => {
    let failures = 2;
    const sent: Mail[] = [];
    const flaky = await createTestApp({
      mailer: {
        kind: 'smtp',
        send: async (mail) => {
          if (failures-- > 0) throw new Error('mail server busy');
          sent.push(mail);
        },
      },
    });
    try {
      const user = await flaky.createUser();
      await flaky.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { email: user.email } });
      await flaky.app.outbox.idle();
      expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    } finally {
      await flaky.close();
    }
  });
});
