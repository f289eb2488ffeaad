import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptySteps } from '@portal/shared/application-rules';
import type { UserRole } from '@portal/shared/enums';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { acceptances, applications, sessions, systemMeta, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { echoedInput, echoRendererBuild } from '../echo-renderer.ts';
import { openTestDatabase } from '../test-app.ts';
import { runScript } from './backup-helpers.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * Two real servers, each its own process with its own memory, on one PostgreSQL database: what one acknowledges
 * ending (a role, an account, a sign-in, a password) must end on the other too. A write with the old token fails at
 * once, a read within a second; a session's results hidden on one leave the other's public page within a second.
 * PostgreSQL only: the embedded database belongs to one process (its directory is locked), so no second server can
 * share it.
 */
const password = 'correct horse battery';
const secret = 'two-servers-secret-that-is-long-enough-for-hs256';

/**
 * Milliseconds from `since` to the sending of the first request for which `ended` holds, polled every 25 ms (5 s at
 * most): when the request left, not when its answer came, so that a slow machine does not count against the server.
 */
async function sentWhen(since: number, ended: () => Promise<boolean>): Promise<number> {
  for (;;) {
    const sent = performance.now();
    if (await ended()) return sent - since;
    if (performance.now() - since > 5000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.runIf(inject('testDb') === 'postgres')('two servers on one PostgreSQL database', () => {
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let boss: Person;
  const web = echoRendererBuild();
  const dataDirs: string[] = [];
  let url: string;

  type Person = { id: number; login: string; token: string };
  type Call = { method?: string; body?: object; token?: string };

  async function call(server: ServerProcess, path: string, { method = 'GET', body, token }: Call = {}) {
    const response = await fetch(`${server.base}${path}`, {
      method,
      headers: {
        'accept-language': 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, text: await response.text() };
  }
  async function ok(server: ServerProcess, path: string, init: Call = {}) {
    const answer = await call(server, path, init);
    expect(answer.status, `${init.method ?? 'GET'} ${path}: ${answer.text}`).toBeLessThan(300);
    return JSON.parse(answer.text).data;
  }

  /** A person written to the database, signed in on server A. */
  async function person(role: UserRole = 'STUDENT'): Promise<Person> {
    const login = `person${randomBytes(4).toString('hex')}`;
    const [row] = await database.db
      .insert(users)
      .values({
        firstName: 'Two',
        lastName: 'Servers',
        username: login,
        email: `${login}@example.org`,
        passwordHash: await hashPassword(password),
        role,
        accountVerified: true,
      })
      .returning();
    const { token } = await ok(a, '/api/auth/sign-in', { method: 'POST', body: { login, password } });
    return { id: row!.id, login, token };
  }

  /** Reads and writes with `token` on B that succeed: B has read its sign-in state. */
  async function inUseOnB(token: string, write: { path: string; method: string; body: object }) {
    for (let i = 0; i < 3; i += 1) await ok(b, '/api/users/me', { token });
    await ok(b, write.path, { ...write, token });
    await ok(b, '/api/users/me', { token });
  }

  /** The instant A answered the change: `ok`, timed. */
  async function acknowledged(path: string, init: Call) {
    await ok(a, path, init);
    return performance.now();
  }

  /** Once A has answered the change (`acked`): the old token's write fails on B at once, its reads within 1 s. */
  async function endedOnB(acked: number, token: string, write: { path: string; method: string; body: object }) {
    const refused = async () => (await call(b, '/api/users/me', { token })).status === 401;
    const [written, readsEnded] = await Promise.all([
      call(b, write.path, { ...write, token }),
      sentWhen(acked, refused),
    ]);
    expect(written.status, written.text).toBe(401);
    expect(JSON.parse(written.text).code).toBe('TOKEN_EXPIRED');
    expect(readsEnded).toBeLessThan(1000);
    expect(await refused()).toBe(true);
  }

  /** After the change (`acked`), the old token's write fails on `server` at once, and its reads within a second. */
  async function endedOn(
    server: ServerProcess,
    acked: number,
    token: string,
    write: { path: string; method: string; body: object },
  ) {
    const written = await call(server, write.path, { ...write, token });
    expect(written.status, written.text).toBe(401);
    expect(
      await sentWhen(acked, async () => (await call(server, '/api/users/me', { token })).status === 401),
    ).toBeLessThan(1000);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    url = inject('postgresUrl').replace(/\/[^/]*$/, `/${result.rows[0]!.name}`);
    const env = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-two-servers-'));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        WEB_DIST: web.dist,
        DURABILITY: 'relaxed',
        // Staff sign in with the password alone: these servers are about ending sign-ins everywhere.
        STAFF_2FA: 'optional',
      };
    };
    a = await startServer(env());
    b = await startServer(env());
    boss = await person('ADMIN');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    web.remove();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("ends a demoted administrator's sign-in on the other server", async () => {
    const demoted = await person('ADMIN');
    const [session] = await database.db
      .insert(sessions)
      .values({
        name: 'Demotion',
        year: 2031,
        startDate: new Date(),
        endDate: new Date(Date.now() + 86_400_000),
        completionNotice: { en: 'n', fr: 'n', it: 'n' },
        applicationGuidelines: { en: 'g', fr: 'g', it: 'g' },
      })
      .returning();
    const write = { path: `/api/sessions/${session!.id}`, method: 'PATCH', body: { resultsHidden: false } };
    await inUseOnB(demoted.token, write);
    await ok(b, '/api/users?size=25', { token: demoted.token });
    const acked = await acknowledged(`/api/users/${demoted.id}/role`, {
      method: 'PUT',
      body: { role: 'STUDENT' },
      token: boss.token,
    });
    await endedOnB(acked, demoted.token, write);
    expect((await call(b, '/api/users?size=25', { token: demoted.token })).status).toBe(401);
  });

  it("ends a deactivated student's sign-in on the other server", async () => {
    const student = await person();
    const write = { path: '/api/users/student', method: 'PUT', body: { town: 'Dschang' } };
    await inUseOnB(student.token, write);
    const acked = await acknowledged(`/api/users/toggle-active/${student.id}`, { method: 'PATCH', token: boss.token });
    await endedOnB(acked, student.token, { ...write, body: { town: 'Bafoussam' } });
  });

  it('ends a signed-out sign-in on the other server', async () => {
    const student = await person();
    const write = { path: '/api/users', method: 'PUT', body: { firstName: 'Ngozi', lastName: 'Fotso' } };
    await inUseOnB(student.token, write);
    const acked = await acknowledged('/api/auth/sign-out', { method: 'POST', token: student.token });
    await endedOnB(acked, student.token, write);
  });

  it('ends the sign-ins of a changed password on the other server; the new one works there', async () => {
    const student = await person();
    const write = { path: '/api/users/locale', method: 'PUT', body: { locale: 'fr' } };
    await inUseOnB(student.token, write);
    const newPassword = 'another horse battery staple';
    const changed = await ok(a, '/api/auth/password/change', {
      method: 'POST',
      body: { currentPassword: password, newPassword, confirmPassword: newPassword },
      token: student.token,
    });
    await endedOnB(performance.now(), student.token, write);
    await ok(b, write.path, { ...write, token: changed.token });
  });

  it("takes a hidden session's results off the other server's public page within a second", async () => {
    const holder = await person();
    const [session] = await database.db
      .insert(sessions)
      .values({
        name: 'Published on both',
        year: 2030,
        status: 'CLOSED',
        startDate: new Date(Date.now() - 40 * 86_400_000),
        endDate: new Date(Date.now() - 86_400_000),
        completionNotice: { en: 'n', fr: 'n', it: 'n' },
        applicationGuidelines: { en: 'g', fr: 'g', it: 'g' },
        publishedAt: new Date(),
      })
      .returning();
    const [application] = await database.db
      .insert(applications)
      .values({ sessionId: session!.id, userId: holder.id, steps: emptySteps(), submitted: true, status: 'APPROVED' })
      .returning();
    await database.db.insert(acceptances).values({
      applicationId: application!.id,
      sessionId: session!.id,
      deadline: new Date(Date.now() + 10 * 86_400_000),
    });
    const listedOnB = async () => {
      const page = await call(b, '/results');
      expect(page.status).toBe(200);
      return echoedInput(page.text)!.data.results.some((listed) => listed.id === session!.id);
    };
    // Read twice on B: the second answer is B's kept page.
    await vi.waitFor(async () => expect(await listedOnB()).toBe(true));
    expect(await listedOnB()).toBe(true);

    const acked = await acknowledged(`/api/sessions/${session!.id}`, {
      method: 'PATCH',
      body: { resultsHidden: true },
      token: boss.token,
    });
    expect(await sentWhen(acked, async () => !(await listedOnB()))).toBeLessThan(1000);
    expect(await listedOnB()).toBe(false);
  });

  // Last: it ends every sign-in, the administrator's too.
  it('ends every sign-in on both servers with one breach drill, and refuses a token forged with the old key', async () => {
    const first = await person();
    const second = await person();
    const write = { path: '/api/users/locale', method: 'PUT', body: { locale: 'fr' } };
    await inUseOnB(first.token, write);
    await inUseOnB(second.token, write);
    const keyOf = async () => {
      const [row] = await database.db.select().from(systemMeta).where(eq(systemMeta.key, 'token-key'));
      const [id, material] = row!.value.split(':') as [string, string];
      return { id, key: createHmac('sha256', secret).update(material).digest() };
    };
    const oldKey = await keyOf();

    // Asked of server A through its control socket, as an operator on its machine would.
    const drill = await runScript('breach-drill', [], { DATA_DIR: dataDirs[0], DATABASE_URL: url });
    expect(drill.status, drill.stderr).toBe(0);
    const acked = performance.now();
    for (const server of [a, b]) {
      await endedOn(server, acked, first.token, write);
      await endedOn(server, acked, second.token, write);
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, first.id));
    const forged = await new SignJWT({ role: 'STUDENT', ver: row!.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', kid: oldKey.id })
      .setSubject(String(first.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(oldKey.key);
    expect((await keyOf()).id).not.toBe(oldKey.id);
    for (const server of [a, b]) expect((await call(server, '/api/users/me', { token: forged })).status).toBe(401);

    // New sign-ins work on both, each token on the other server too.
    const onA = await ok(a, '/api/auth/sign-in', { method: 'POST', body: { login: first.login, password } });
    const onB = await ok(b, '/api/auth/sign-in', { method: 'POST', body: { login: second.login, password } });
    await ok(b, write.path, { ...write, token: onA.token });
    await ok(a, write.path, { ...write, token: onB.token });
    await ok(a, '/api/users/me', { token: onA.token });
    await ok(b, '/api/users/me', { token: onB.token });
  });
});
