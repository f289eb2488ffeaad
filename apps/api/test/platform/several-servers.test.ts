import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { AppError } from '../../src/lib/app-error.ts';
import { createFailureLimit } from '../../src/lib/failure-limit.ts';
import { createRateCounters } from '../../src/lib/rate-counters.ts';
import { createUploadAllowance } from '../../src/lib/upload-allowance.ts';
import { runJobs } from '../../src/plugins/jobs.ts';
import { signUpBody } from '../accounts/helpers.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app.ts';

/**
 * Two servers on one database (two app instances here; the compiled servers behind a balancer are in
 * several-servers-balanced.test.ts): the limits, the upload allowances and the jobs' claims are counted in the
 * database, so they hold across both; a sign-out on one holds on the other.
 */
const MINUTE = 60_000;
let database: Database;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  a = await createTestApp({ database });
  b = await createTestApp({ database });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

async function refusal(check: () => Promise<void>): Promise<AppError | undefined> {
  try {
    await check();
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('upload allowance', () => {
  const clock = () => {
    const time = { now: new Date('2030-01-01T00:00:00Z').getTime() };
    return { time, now: () => new Date(time.now) };
  };

  it('lets files through until the count is used, then says when the oldest leaves the hour', async () => {
    const { time, now } = clock();
    const allowance = createUploadAllowance(createRateCounters(database.db), { files: 3, bytes: 1_000, now });
    const start = time.now;
    for (const minute of [0, 10, 20]) {
      time.now = start + minute * MINUTE;
      await allowance.assertRoom(7);
      await allowance.record(7, 10);
    }
    time.now = start + 30 * MINUTE;
    const refused = await refusal(() => allowance.assertRoom(7));
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', key: 'errors.UPLOADS_PER_HOUR' });
    // The file of minute 0 leaves the hour at minute 60: 30 minutes from now.
    expect(refused?.options.headers).toEqual({ 'retry-after': String(30 * 60) });
    expect(refused?.options.params).toEqual({ minutes: 30 });
    // Another person has their own allowance.
    expect(await refusal(() => allowance.assertRoom(8))).toBeUndefined();
    time.now = start + 60 * MINUTE + 1;
    expect(await refusal(() => allowance.assertRoom(7))).toBeUndefined();
  });

  it('counts bytes, and waits for as many old files to leave as the new one needs', async () => {
    const { time, now } = clock();
    const allowance = createUploadAllowance(createRateCounters(database.db), { files: 100, bytes: 1_000, now });
    const start = time.now;
    for (const [minute, bytes] of [
      [0, 300],
      [5, 300],
      [15, 300],
    ]) {
      time.now = start + minute! * MINUTE;
      await allowance.record(1, bytes!);
    }
    time.now = start + 20 * MINUTE;
    expect(await refusal(() => allowance.assertRoom(1, 100))).toBeUndefined();
    // 400 more bytes need the file of minute 0 gone: at minute 60, 40 minutes from now.
    const four = await refusal(() => allowance.assertRoom(1, 400));
    expect(four?.options.headers).toEqual({ 'retry-after': String(40 * 60) });
    // 500 more bytes need the files of minutes 0 and 5 gone: at minute 65, 45 minutes from now.
    const five = await refusal(() => allowance.assertRoom(1, 500));
    expect(five?.options.headers).toEqual({ 'retry-after': String(45 * 60) });
  });

  it('forgets what left the hour, and is one allowance for two servers', async () => {
    const { time, now } = clock();
    const first = createUploadAllowance(createRateCounters(a.app.db), { files: 2, bytes: 1_000, now });
    const second = createUploadAllowance(createRateCounters(b.app.db), { files: 2, bytes: 1_000, now });
    const start = time.now;
    await first.record(2, 999);
    time.now = start + 61 * MINUTE;
    expect(await refusal(() => second.assertRoom(2, 1_000))).toBeUndefined();
    await first.record(2, 10);
    await second.record(2, 10);
    expect(await refusal(() => first.assertRoom(2))).toMatchObject({ status: 429 });
  });
});

describe('failure limits and counters', () => {
  it('count failures of one key on both servers, in a window that opens at the first one', async () => {
    const time = { now: new Date('2030-02-01T00:00:00Z').getTime() };
    const options = { name: 'test', max: 3, windowMs: 15 * MINUTE, now: () => new Date(time.now) };
    const onA = createFailureLimit(createRateCounters(a.app.db), options);
    const onB = createFailureLimit(createRateCounters(b.app.db), options);
    await onA.record('k');
    time.now += 5 * MINUTE;
    await onB.record('k');
    await onA.record('k', 'other');
    const refused = await refusal(() => onB.assertAllowed('other', 'k'));
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    // The window opened at the first failure: 10 minutes left.
    expect(refused?.options.headers).toEqual({ 'retry-after': String(10 * 60) });
    await onB.reset('k');
    expect(await refusal(() => onA.assertAllowed('k'))).toBeUndefined();
    await onA.record('other');
    await onA.record('other');
    // 'other' opened its window at minute 5: it ends at minute 20.
    time.now += 15 * MINUTE;
    // Its window ended: the next failure opens a new one.
    expect(await refusal(() => onA.assertAllowed('other'))).toBeUndefined();
    await onB.record('other');
    expect((await createRateCounters(a.app.db).open(['test:other'], new Date(time.now)))[0]?.hits).toBe(1);
  });

  it('add up counts made at once, claim a job for one caller only, and sweep ended windows', async () => {
    const counters = [createRateCounters(a.app.db), createRateCounters(b.app.db)];
    const now = new Date();
    const later = new Date(now.getTime() + MINUTE);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => counters[i % 2]!.add('together', { now, resetsAt: later, bytes: 2 })),
    );
    expect(await counters[0]!.open(['together'], now)).toMatchObject([{ hits: 20, bytes: 40 }]);
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => counters[i % 2]!.claim('job:x', now, later)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await counters[1]!.claim('job:x', new Date(later.getTime() - 1), later)).toBe(false);
    expect(await counters[1]!.claim('job:x', later, new Date(later.getTime() + MINUTE))).toBe(true);
    const swept = await counters[0]!.sweep(new Date(later.getTime() + 1));
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await counters[0]!.open(['together'], now)).toEqual([]);
    expect(await counters[0]!.open(['job:x'], later)).toHaveLength(1);
  });
});

describe('two servers on one database', () => {
  it('run each periodic job once between them, and the mails on both', async () => {
    const [onA, onB] = await Promise.all([runJobs(a.app, MINUTE), runJobs(b.app, MINUTE)]);
    const jobs = [
      'counters',
      'places',
      'submission reminders',
      'interview reminders',
      'years ended',
      'retention',
      'document files',
    ];
    expect([...onA, ...onB].filter((name) => name !== 'mails').sort()).toEqual([...jobs].sort());
    expect(onA).toContain('mails');
    expect(onB).toContain('mails');
    // Within the claim neither runs them again.
    expect(await runJobs(b.app, MINUTE)).toEqual(['mails']);
  });

  it('count failed sign-ins and sign-ups per address across both', async () => {
    const user = await a.createUser();
    const signIn = (server: TestApp, password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { login: user.username, password },
        remoteAddress: '10.9.9.9',
        headers: { 'accept-language': 'fr' },
      });
    for (let i = 0; i < 10; i += 1) expect((await signIn(i % 2 ? a : b, 'wrong one')).statusCode).toBe(401);
    const limited = await signIn(a, user.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/secondes/);
    expect((await signIn(b, user.password)).statusCode).toBe(429);

    const signUp = (server: TestApp, i: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: signUpBody(`twoservers${i}`),
        remoteAddress: '10.9.9.8',
      });
    const max = a.config.signUpsPerHour;
    for (let i = 0; i < max; i += 1) expect((await signUp(i % 2 ? a : b, i)).statusCode).toBe(201);
    const refused = await signUp(b, max);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await signUp(a, max + 1)).statusCode).toBe(429);
  });

  it('end a sign-in on both when the person signs out everywhere on one', async () => {
    const user = await a.createUser();
    const me = (server: TestApp) => server.injectAs(user, { method: 'GET', url: '/api/users/me' });
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
    expect((await b.injectAs(user, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });
});
