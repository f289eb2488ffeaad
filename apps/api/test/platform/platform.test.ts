import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/db/schema/index.ts';
import { usersRepository } from '../../src/modules/accounts/public.ts';
import { apiModules } from '../../src/modules/index.ts';
import authPlugin, { signInConfirmation, userOf } from '../../src/plugins/auth.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health', () => {
  it('answers status, database kind and schema version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe('ok');
    expect(data.database).toBe(t.database.kind);
    expect(data.schemaVersion).toMatch(/^\d{4}_/);
    expect(data.maxUploadBytes).toBe(5 * 1024 * 1024);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404 in the language asked for', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'No API route GET /api/no/such/thing' });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: { 'accept-language': 'fr-CH,fr;q=0.9' },
    });
    expect(fr.json().message).toBe('Aucune route d’API POST /api/nothing');
    const it = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { 'accept-language': 'it' } });
    expect(it.json().message).toBe('Nessuna route API GET /api/nothing');
  });

  it('sends security headers with a strict content security policy and no CORS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    // A JSON answer may load nothing and be framed by nobody.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('openapi', () => {
  it('publishes the document and the browsable docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('lists the same paths and methods as ever (scripts outside rely on them), each under a module’s heading', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    const expected = readFileSync(new URL('./api-paths.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    expect(operations.map(({ name }) => name).sort()).toEqual(expected);
    const headings = new Set(apiModules.map((module) => module.name));
    const unheaded = operations.filter(({ operation }) => !operation.tags?.every((tag) => headings.has(tag)));
    expect(unheaded.map(({ name }) => name)).toEqual([]);
  });
});

describe('validation, authentication and rate limits on a probe route', () => {
  let probe: TestApp;
  beforeAll(async () => {
    probe = await createTestApp({
      beforeReady: async (app) => {
        // A throwaway route using the shared machinery exactly as domain routes do.
        app.withTypeProvider<ZodTypeProvider>().post(
          '/api/probe',
          {
            config: { access: 'admin', rateLimit: { max: 3, timeWindow: 60_000 } },
            schema: { body: z.object({ email: z.email(), age: z.number().int().min(18), name: z.string().min(1) }) },
          },
          async (request) => ({ data: request.body }),
        );
      },
    });
  });
  afterAll(async () => probe.close());

  it('refuses a missing or forged token with 401 and a student with 403', async () => {
    const none = await probe.app.inject({ method: 'POST', url: '/api/probe', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const forged = await probe.injectAs({ token: 'a.b.c' }, { method: 'POST', url: '/api/probe', payload: {} });
    expect(forged.statusCode).toBe(401);
    const student = await probe.createUser({ role: 'STUDENT' });
    const res = await probe.injectAs(student, { method: 'POST', url: '/api/probe', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('names each offending field, in the language of the request', async () => {
    const admin = await probe.createUser({ role: 'ADMIN' });
    const res = await probe.injectAs(admin, {
      method: 'POST',
      url: '/api/probe',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'nope', age: 12 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Certains champs ne sont pas valides');
    const byField = Object.fromEntries(
      body.fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      email: 'Adresse e-mail invalide',
      age: 'Doit être supérieur ou égal à 18',
      name: 'Ce champ est obligatoire',
    });
  });

  it('ends the tokens of a deactivated user', async () => {
    const admin = await probe.createUser({ role: 'ADMIN' });
    await probe.database.db.update(users).set({ active: false }).where(eq(users.id, admin.id));
    const res = await probe.injectAs(admin, { method: 'POST', url: '/api/probe', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('limits the rate with 429 and Retry-After', async () => {
    const admin = await probe.createUser({ role: 'ADMIN' });
    const payload = { email: 'a@b.org', age: 20, name: 'x' };
    const codes: number[] = [];
    let last: Awaited<ReturnType<TestApp['injectAs']>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await probe.injectAs(admin, { method: 'POST', url: '/api/probe', payload, remoteAddress: '10.9.9.9' });
      codes.push(last.statusCode);
    }
    expect(codes).toContain(429);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().code).toBe('RATE_LIMITED');
  });
});

describe('web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = join(t.config.dataDir, 'web-dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    web = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => web.close());

  it('serves the app for the root and for deep links, with hashed assets cached', async () => {
    for (const url of ['/', '/sessions/3/candidates', '/auth/sign-in?redirect=%2Fdashboard']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/sessions/3/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('a read that reads its sign-in state in its own query (signInInQuery)', () => {
  let probe: TestApp;
  beforeAll(async () => {
    probe = await createTestApp({
      beforeReady: async (app) => {
        const config = { access: 'signed-in', signInInQuery: true } as const;
        app.get('/api/probe/judged', { config }, async (request) => {
          const state = await usersRepository.signInState(app.db, userOf(request).id);
          return { data: signInConfirmation(request)(state).username };
        });
        app.get('/api/probe/unjudged', { config }, async () => ({ data: 'what the query read' }));
      },
    });
  });
  afterAll(async () => probe.close());

  it('answers once the state is judged, and refuses an ended sign-in or a role changed since', async () => {
    const student = await probe.createUser({ role: 'STUDENT' });
    const judged = await probe.injectAs(student, { method: 'GET', url: '/api/probe/judged' });
    expect(judged.json()).toEqual({ data: student.username });
    for (const url of ['/api/users/me', '/api/applications/user/current'])
      expect((await probe.injectAs(student, { method: 'GET', url })).statusCode).toBe(200);
    await probe.database.db.update(users).set({ role: 'EVALUATOR' }).where(eq(users.id, student.id));
    for (const url of ['/api/probe/judged', '/api/users/me', '/api/applications/user/current']) {
      const refused = await probe.injectAs(student, { method: 'GET', url });
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    }
    const other = await probe.createUser({ role: 'STUDENT' });
    await probe.database.db.update(users).set({ active: false }).where(eq(users.id, other.id));
    for (const url of ['/api/probe/judged', '/api/users/me', '/api/applications/user/current']) {
      const refused = await probe.injectAs(other, { method: 'GET', url });
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    }
    await probe.database.db.delete(users).where(eq(users.id, other.id));
    const gone = await probe.injectAs(other, { method: 'GET', url: '/api/applications/user/current' });
    expect(gone.statusCode).toBe(401);
  });

  it('never sends what a route read without judging its sign-in state', async () => {
    const student = await probe.createUser({ role: 'STUDENT' });
    const unjudged = await probe.injectAs(student, { method: 'GET', url: '/api/probe/unjudged' });
    expect(unjudged.statusCode).toBe(500);
    expect(unjudged.body).not.toContain('what the query read');
    // A write cannot declare it: what it changes would be changed before its sign-in state was judged.
    const bare = Fastify();
    await bare.register(authPlugin);
    expect(() => bare.post('/api/probe/write', { config: { signInInQuery: true } }, async () => ({}))).toThrow(
      /only a read/,
    );
    await bare.close();
  });
});
