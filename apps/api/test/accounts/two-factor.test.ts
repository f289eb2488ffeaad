import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, users } from '../../src/db/schema/index.ts';
import { createSignInChallenges } from '../../src/modules/accounts/sign-in-challenge.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { codeOf, enrol, midStep, signInThroughSecondFactor, unusedCode } from './two-factor-helpers.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, options: { from?: string; language?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.from ?? '10.20.0.1',
    headers: { 'accept-language': options.language ?? 'en' },
  });
const signIn = (user: TestUser, from?: string) =>
  post('/api/auth/sign-in', { login: user.username, password: user.password }, { from });
const withCode = (challenge: string, code: string, options?: { from?: string; language?: string }) =>
  post('/api/auth/sign-in/code', { challenge, code }, options);
const me = (who: { token: string }) => t.injectAs(who, { method: 'GET', url: '/api/users/me' });
const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
/** A staff member with a second factor: its secret and recovery codes. */
const enrolled = async (role: 'ADMIN' | 'EVALUATOR' = 'EVALUATOR') => {
  const user = await t.createUser({ role });
  return { user, ...(await enrol(t, user)) };
};
const challengeOf = async (user: TestUser, from?: string) => {
  const answer = await signIn(user, from);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.challenge as string;
};

describe('staff without a second factor under STAFF_2FA=required', () => {
  it('get an enrolment challenge and no token after a right password; students sign in at once', async () => {
    const evaluator = await t.createUser({ role: 'EVALUATOR' });
    const answer = await signIn(evaluator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json().data;
    expect(Object.keys(data).sort()).toEqual(['challenge', 'expiresAt', 'step']);
    expect(data.step).toBe('ENROL');
    const minutes = (Date.parse(data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // The challenge is no bearer token.
    const asBearer = await me({ token: data.challenge });
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.json().code).toBe('UNAUTHENTICATED');
    // A wrong password earns nothing.
    const wrong = await post('/api/auth/sign-in', { login: evaluator.username, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);

    const student = await t.createUser();
    const studentAnswer = (await signIn(student)).json().data;
    expect(studentAnswer.token).toEqual(expect.any(String));
    expect(studentAnswer.user.twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  });

  it('enrol with the challenge: the same setup until confirmed, a wrong code refused, the right one signs in', async () => {
    const evaluator = await t.createUser({ role: 'EVALUATOR' });
    const challenge = await challengeOf(evaluator);
    const setup = await post('/api/auth/sign-in/enrol', { challenge });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl, qrSvg } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/portal.test:${evaluator.username}?secret=${secret}&issuer=portal.test`);
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox=/);
    // Asked again (the page shown again after a refusal), the same secret: the app already scanned it.
    expect((await post('/api/auth/sign-in/enrol', { challenge })).json().data.secret).toBe(secret);
    // The secret is sealed in the database.
    const pending = (await rowOf(evaluator.id)).totpPendingSecret;
    expect(pending).toMatch(/^v1\./);
    expect(pending).not.toContain(secret);

    const wrong = await post('/api/auth/sign-in/enrol/confirm', { challenge, code: await codeOf(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_CODE',
      fieldErrors: [{ field: 'code', code: 'errors.WRONG_CODE' }],
    });
    expect((await rowOf(evaluator.id)).totpEnabledAt).toBeNull();
    // A recovery code is no answer to an enrolment.
    const shape = await post('/api/auth/sign-in/enrol/confirm', { challenge, code: 'abcde-fghjk' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fieldErrors[0]).toMatchObject({ field: 'code', code: 'validation.totpCode' });

    const code = await codeOf(secret);
    const right = await post('/api/auth/sign-in/enrol/confirm', {
      challenge,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(right.statusCode, right.body).toBe(200);
    const { user, token, recoveryCodes: codes } = right.json().data;
    expect(codes).toHaveLength(10);
    for (const each of codes) expect(each).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(user.twoFactor).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    expect((await me({ token })).json().data.twoFactor.enabled).toBe(true);
    // Only the codes' argon2 hashes are kept, and the secret sealed.
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, evaluator.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      for (const each of codes) expect(row.codeHash).not.toContain(each.replace('-', ''));
    }
    const row = await rowOf(evaluator.id);
    expect(row.totpSecret).toBe(pending);
    expect(row.totpPendingSecret).toBeNull();
    // The enrolment's challenge is spent: the person now has a second factor.
    const again = await post('/api/auth/sign-in/enrol', { challenge });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code, accepts it once, and refuses the same code again', async () => {
    const { user, secret } = await enrolled();
    const answer = (await signIn(user)).json().data;
    expect(answer.step).toBe('CODE');
    expect(answer.token).toBeUndefined();
    const code = await unusedCode(t, user.id, secret);
    const signedIn = await withCode(answer.challenge, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await me(signedIn.json().data)).json().data.id).toBe(user.id);
    // The same code, with the same challenge or a new one: used.
    for (const challenge of [answer.challenge, await challengeOf(user)]) {
      const replay = await withCode(challenge, code, { language: 'fr' });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().code).toBe('WRONG_CODE');
      expect(replay.json().fieldErrors[0].message).toMatch(/^Ce code est faux ou a déjà servi/);
    }
  });

  it('accepts a phone one step late or early, not two', async () => {
    const late = await enrolled();
    // The enrolment used now's step: a step late is older than the last accepted, so it must be a fresh person.
    await t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.id, late.user.id));
    const lateChallenge = await challengeOf(late.user);
    // Each code is checked in the step it was made for: no step ends between the two.
    await midStep();
    expect((await withCode(lateChallenge, await codeOf(late.secret, -2))).statusCode).toBe(400);
    expect((await withCode(lateChallenge, await codeOf(late.secret, -1))).statusCode).toBe(200);

    const early = await enrolled();
    const earlyChallenge = await challengeOf(early.user);
    await midStep();
    expect((await withCode(earlyChallenge, await codeOf(early.secret, 2))).statusCode).toBe(400);
    expect((await withCode(earlyChallenge, await codeOf(early.secret, 1))).statusCode).toBe(200);
    // A step once accepted, no earlier step passes any more.
    expect((await withCode(earlyChallenge, await codeOf(early.secret, 0))).statusCode).toBe(400);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const { user, recoveryCodes: codes } = await enrolled();
    const first = codes[0]!;
    const signedIn = await withCode(await challengeOf(user), first.toUpperCase());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.twoFactor.recoveryCodesLeft).toBe(9);
    const again = await withCode(await challengeOf(user), first.replace('-', ''));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('WRONG_CODE');
    expect((await withCode(await challengeOf(user), codes[1]!.replace('-', ' '))).statusCode).toBe(200);
  });

  it('makes a new set of recovery codes for a code of the app, and the old ones stop working', async () => {
    const { user, secret, recoveryCodes: old } = await enrolled();
    const token = (await withCode(await challengeOf(user), old[0]!)).json().data;
    const replace = (code: string) =>
      t.injectAs(token, { method: 'POST', url: '/api/users/me/two-factor/recovery-codes', payload: { code } });
    const wrong = await replace(await codeOf(secret, 5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_CODE');
    expect((await me(token)).json().data.twoFactor.recoveryCodesLeft).toBe(9);
    const fresh = await replace(await unusedCode(t, user.id, secret));
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes = fresh.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect((await me(token)).json().data.twoFactor.recoveryCodesLeft).toBe(10);
    expect((await withCode(await challengeOf(user), old[1]!)).statusCode).toBe(400);
    expect((await withCode(await challengeOf(user), codes[0]!)).statusCode).toBe(200);
  });

  it('limits wrong codes per account and address, then per account, with a localized 429', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(user, '10.30.0.1');
    const guess = (i: number, from: string) => withCode(challenge, String(100000 + i), { from, language: 'it' });
    for (let i = 0; i < 10; i += 1) expect((await guess(i, '10.30.0.1')).statusCode).toBe(400);
    const right = await unusedCode(t, user.id, secret);
    const limited = await withCode(challenge, right, { from: '10.30.0.1', language: 'it' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json().message).toMatch(/secondi/);
    // From elsewhere, until the account's own limit (20 an hour) is reached.
    for (let i = 0; i < 10; i += 1) expect((await guess(i, `10.31.0.${i}`)).statusCode).toBe(400);
    const anywhere = await withCode(challenge, right, { from: '10.32.0.1' });
    expect(anywhere.statusCode).toBe(429);
    expect(Number(anywhere.headers['retry-after'])).toBeGreaterThan(3000);
    // The password's own limit is another one: the right password still answers a challenge.
    expect((await signIn(user, '10.30.0.1')).json().data.step).toBe('CODE');
  });

  it('refuses an expired challenge, one ended by a sign-out, a forged one and a bearer token', async () => {
    const { user, secret } = await enrolled();
    const row = await rowOf(user.id);
    const challenges = createSignInChallenges(t.config.jwtSecret, t.database.db);
    const claims = { userId: user.id, version: row.tokenVersion, step: 'CODE' as const };
    const old = await challenges.issue(claims, new Date(Date.now() - 11 * 60_000));
    // Any code: a refused challenge answers 401, a code refused with a good one 400.
    const expired = await withCode(old.challenge, await codeOf(secret), { language: 'fr' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: expect.stringMatching(/^Le délai/) });

    const challenge = await challengeOf(user);
    const { token } = await signInThroughSecondFactor(t, user, secret);
    expect((await t.injectAs({ token }, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    expect((await withCode(challenge, await codeOf(secret))).statusCode).toBe(401);

    const forged = await challengeOf(user);
    const [head, body] = forged.split('.');
    expect((await withCode(`${head}.${body}.${'A'.repeat(43)}`, '123456')).statusCode).toBe(401);
    // A bearer token of the person is no challenge, nor the reverse.
    const bearer = await t.createUser({ role: 'EVALUATOR' });
    expect((await withCode(bearer.token, '123456')).json().code).toBe('TOKEN_EXPIRED');
    // A code's challenge does not enrol.
    expect((await post('/api/auth/sign-in/enrol', { challenge: forged })).statusCode).toBe(401);
    // Malformed input names its field.
    const bad = await post('/api/auth/sign-in/code', { challenge: '', code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fieldErrors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['challenge', 'code']);
    expect(bad.json().fieldErrors.find((error: { field: string }) => error.field === 'code').code).toBe(
      'validation.secondFactorCode',
    );
  });
});

describe('the own second factor, from the account settings', () => {
  it('is set up and confirmed by staff; applicants have none', async () => {
    const evaluator = await t.createUser({ role: 'EVALUATOR' });
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.injectAs(evaluator, { method, url, payload });
    const setup = await call('POST', '/api/users/me/two-factor');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data;
    expect((await call('POST', '/api/users/me/two-factor')).json().data.secret).toBe(secret);
    const wrong = await call('POST', '/api/users/me/two-factor/confirm', { code: await codeOf(secret, -3) });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call('POST', '/api/users/me/two-factor/confirm', { code: await codeOf(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    expect((await me(evaluator)).json().data.twoFactor).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    const twice = await call('POST', '/api/users/me/two-factor');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Your second factor is already on.');
    // Required of staff: not turned off.
    const off = await call('DELETE', '/api/users/me/two-factor', { password: evaluator.password });
    expect(off.statusCode).toBe(409);
    expect((await rowOf(evaluator.id)).totpEnabledAt).not.toBeNull();

    const student = await t.createUser();
    expect((await t.injectAs(student, { method: 'POST', url: '/api/users/me/two-factor' })).statusCode).toBe(403);
  });

  it('goes with the staff role: a person made an applicant signs in with the password alone', async () => {
    const { user } = await enrolled();
    const changed = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/users/${user.id}/role`,
      payload: { role: 'STUDENT' },
    });
    expect(changed.json().data.twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await signIn(user)).json().data.token).toEqual(expect.any(String));
  });

  it('shows in the administrators’ users list', async () => {
    const { user } = await enrolled();
    const list = await t.injectAs(admin, { method: 'GET', url: `/api/users?search=${user.username}` });
    expect(list.json().data.content).toEqual([
      expect.objectContaining({ id: user.id, twoFactor: { enabled: true, required: true, recoveryCodesLeft: 10 } }),
    ]);
  });
});

describe('an administrator’s reset of another person’s second factor', () => {
  it('removes it with its recovery codes, ends their sign-ins, is audited, and they enrol again', async () => {
    const { user, secret } = await enrolled();
    const { token } = await signInThroughSecondFactor(t, user, secret);
    const reset = await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${user.id}/two-factor` });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.twoFactor).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    expect((await me({ token })).statusCode).toBe(401);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'TWO_FACTOR_RESET'), eq(auditEvents.subjectUserId, user.id)));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, actorName: expect.stringMatching(/^Test User/) }),
    ]);
    expect(audit[0]!.details).toEqual({ enrolledAt: expect.any(String) });
    // Their next sign-in enrols them again, with a new secret.
    expect((await signIn(user)).json().data.step).toBe('ENROL');
    const again = await signInThroughSecondFactor(t, user);
    expect(again.secret).not.toBe(secret);
  });

  it('is refused for one’s own, for nobody’s, for someone without one, and to anyone but an administrator', async () => {
    const { user } = await enrolled('ADMIN');
    const own = await t.injectAs(user, { method: 'DELETE', url: `/api/users/${user.id}/two-factor` });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/another administrator/);
    expect((await t.injectAs(admin, { method: 'DELETE', url: '/api/users/999999/two-factor' })).statusCode).toBe(404);
    const without = await t.createUser({ role: 'EVALUATOR' });
    const none = await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${without.id}/two-factor` });
    expect(none.statusCode).toBe(409);
    const target = await enrolled();
    for (const who of [await t.createUser(), await t.createUser({ role: 'EVALUATOR' })]) {
      const refused = await t.injectAs(who, { method: 'DELETE', url: `/api/users/${target.user.id}/two-factor` });
      expect(refused.statusCode).toBe(403);
    }
    expect((await rowOf(target.user.id)).totpEnabledAt).not.toBeNull();
    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, target.user.id));
    expect(audited).toEqual([]);
  });
});

describe('STAFF_2FA=optional', () => {
  let o: TestApp;
  beforeAll(async () => {
    o = await createTestApp({ env: { STAFF_2FA: 'optional' } });
  });
  afterAll(async () => o?.close());

  it('lets staff without a second factor in, asks a code of those with one, and lets them turn it off', async () => {
    const evaluator = await o.createUser({ role: 'EVALUATOR' });
    const plain = await o.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: evaluator.username, password: evaluator.password },
    });
    expect(plain.json().data.user.twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const { secret } = await enrol(o, evaluator);
    const asked = await o.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: evaluator.username, password: evaluator.password },
    });
    expect(asked.json().data.step).toBe('CODE');
    const { token } = await signInThroughSecondFactor(o, evaluator, secret);
    const off = (password: string) =>
      o.injectAs({ token }, { method: 'DELETE', url: '/api/users/me/two-factor', payload: { password } });
    const wrong = await off('not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0]).toMatchObject({ field: 'password', code: 'accounts.wrongPassword' });
    const done = await off(evaluator.password);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const row = (await o.database.db.select().from(users).where(eq(users.id, evaluator.id)))[0]!;
    expect(row.totpSecret).toBeNull();
    expect((await off(evaluator.password)).statusCode).toBe(409);
  });
});
