import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { documentsFixtures, pdf, upload } from '../documents/helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * What reaches the log: never a signed link's signature (it opens a document without signing in for 30 to 60 minutes),
 * never the values of a failed query (applicants' free text, addresses).
 */
type Line = { level: number; msg: string; err?: Record<string, unknown>; req?: { url: string } };

let t: TestApp;
const story = 'Mon père est malade depuis 2019 et ma mère vend du maïs au marché de Dschang';
const lines = () => t.log.map((line) => JSON.parse(line) as Line);

beforeAll(async () => {
  t = await createTestApp({
    captureLog: true,
    beforeReady: async (app) => {
      const open = { config: { access: 'public' as const } };
      app.get('/api/probe/address-in-error', open, async (request) => {
        throw new Error(`could not serve ${request.url}`);
      });
      // Writes the way a careless service could: a second account with an address already taken.
      app.post('/api/probe/second-account', open, async (request) => {
        const { email, story } = request.body as { email: string; story: string };
        await app.db.insert(users).values({
          firstName: story,
          lastName: 'Fotso',
          username: 'second',
          email,
          passwordHash: 'x',
          role: 'STUDENT',
        });
        return {};
      });
      app.post('/api/probe/number', open, async (request) => {
        await app.db.execute(sql`select ${(request.body as { story: string }).story}::int`);
        return {};
      });
    },
  });
});
afterAll(async () => t?.close());

describe('signed document links in the log', () => {
  it('leave no usable signature, on the request line or in an error', async () => {
    const f = await documentsFixtures(t);
    const { user } = await f.applicant();
    const sent = await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]);
    expect(sent.statusCode, sent.body).toBe(201);
    const link = new URL(sent.json().data.url as string, 'http://portal.test');
    const signature = link.searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(20);
    const thumbnail = new URL(sent.json().data.thumbnailUrl as string, 'http://portal.test');
    const thumbnailSignature = thumbnail.searchParams.get('signature')!;
    t.log.length = 0;

    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    const download = `${link.pathname}${link.search}&download=1`;
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(200);
    // The link's query on an address that fails: the error's message repeats it.
    const failing = `/api/probe/address-in-error${link.search}`;
    expect((await t.app.inject({ method: 'GET', url: failing })).statusCode).toBe(500);
    // And on an address no route answers.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/nowhere${link.search}` })).statusCode).toBe(404);
    const thumbnailLink = `${thumbnail.pathname}${thumbnail.search}`;
    expect((await t.app.inject({ method: 'GET', url: thumbnailLink })).statusCode).toBe(200);

    const text = t.log.join('\n');
    for (const secret of [signature, thumbnailSignature]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(0, 12));
    }
    const requestLines = lines().filter((line) => line.req);
    expect(requestLines.map((line) => line.req!.url)).toEqual([
      `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=***`,
      `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=***&download=1`,
      `/api/probe/address-in-error?expires=${link.searchParams.get('expires')}&signature=***`,
      `/api/files/nowhere?expires=${link.searchParams.get('expires')}&signature=***`,
      `${thumbnail.pathname}?expires=${thumbnail.searchParams.get('expires')}&signature=***`,
    ]);
    const failure = lines().find((line) => line.msg === 'unhandled error');
    expect(failure?.err?.message).toContain('signature=***');
  });
});

describe('database errors in the log', () => {
  it('name the failure, the constraint, the table and the query, never the values', async () => {
    const taken = await t.createUser();
    t.log.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/second-account',
      payload: { email: taken.email, story },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).not.toContain(taken.email);
    const failure = lines().find((line) => line.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_email_lower_key',
      table: 'users',
      message: 'duplicate key value violates unique constraint "…"',
    });
    expect(failure?.err?.query).toMatch(/^insert into "users" \(.+\) values \(default, \$1, \$2/);
    expect(failure?.err?.stack).toMatch(/^ {4}at /);
    const text = t.log.join('\n');
    expect(text).not.toContain(taken.email);
    expect(text).not.toContain('Dschang');
    expect(text).not.toContain('Fotso');
  });

  it('hide a value PostgreSQL quotes in its own message', async () => {
    t.log.length = 0;
    expect((await t.app.inject({ method: 'POST', url: '/api/probe/number', payload: { story } })).statusCode).toBe(500);
    const failure = lines().find((line) => line.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "…"',
      query: 'select $1::int',
    });
    expect(t.log.join('\n')).not.toContain('Dschang');
  });

  it('keep the values out when an error is logged on its own, as its message', async () => {
    const error = await t.database.db.execute(sql`select ${story}::int`).catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toContain('Dschang');
    t.log.length = 0;
    t.app.log.error(error);
    const [line] = lines();
    expect(line).toMatchObject({ msg: 'database error', err: { code: '22P02' } });
    expect(t.log.join('\n')).not.toContain('Dschang');
  });
});
