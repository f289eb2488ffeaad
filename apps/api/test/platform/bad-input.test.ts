import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeders } from '../../src/db/seeder.ts';
import { registeredListSpecs } from '../../src/lib/list-query.ts';
import { seeders } from '../../src/modules/index.ts';
import {
  badNumbers,
  badStrings,
  bodyMutations,
  jsonSchemaOf,
  methodsOf,
  pathVariants,
  plainSession,
  sampleOf,
} from '../route-fuzz.ts';
import { allStored } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Walks the server's route table and sends every route the values that answered 500 before (NUL bytes, ids beyond
 * 32 bits, numbers of the wrong kind, prototype names, dates out of range) in its path, query and body, as an
 * administrator, a student and nobody. Any 5xx fails. A new route is covered without anyone remembering to.
 */
let t: TestApp;
const failures: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
  const admin = await t.createUser({ role: 'ADMIN' });
  const created = await t.injectAs(admin, { method: 'POST', url: '/api/sessions', payload: plainSession });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => t?.close());

const apiRoutes = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    // Deletions last, so the rows other routes use still exist while they are fuzzed.
    .sort((a, b) => Number(methodsOf(a).includes('DELETE')) - Number(methodsOf(b).includes('DELETE')));

function record(method: string, url: string, body: unknown, res: LightMyRequestResponse) {
  if (res.statusCode >= 500)
    failures.push(`${method} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${res.statusCode} ${res.body}`);
}

async function send(who: TestUser | null, method: string, url: string, body?: unknown): Promise<void> {
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  const res = await t.injectAs(who, {
    method: method as 'GET',
    url,
    ...(hasBody ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
  record(method, url, body, res);
}

/** Multipart routes read their fields by hand: each field name any route reads, with each bad value. */
const multipartFields = ['fullName', 'position', 'company', 'content', 'typeId', 'applicationId', 'avatar', 'image'];

async function sendMultipart(who: TestUser | null, method: string, url: string, value: string): Promise<void> {
  const boundary = 'fuzzboundary';
  const parts = multipartFields.map(
    (name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = `${parts.join('')}--${boundary}--\r\n`;
  const res = await t.injectAs(who, {
    method: method as 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  record(method, url, { multipart: value }, res);
}

const fallbackParam = (route: RouteOptions) => (name: string) => {
  const params = jsonSchemaOf((route.schema as { params?: unknown } | undefined)?.params);
  const sample = sampleOf(params?.properties?.[name]);
  return sample === undefined ? '1' : String(sample);
};

function listQueries(): string[] {
  const fields = new Set<string>(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
  for (const spec of registeredListSpecs()) for (const name of Object.keys(spec.fields)) fields.add(name);
  const values = [...badStrings, ...badNumbers.map(String), 'true', 'OPEN', ''];
  const queries: string[] = [];
  for (const field of fields) {
    queries.push(`sort=${encodeURIComponent(field)}`, `sort=${encodeURIComponent(`${field},desc`)}`);
    for (const op of ['eq', 'gt', 'in', 'like'])
      for (const value of values) queries.push(`filter=${encodeURIComponent(`${field}:${op}:${value}`)}`);
  }
  for (const value of [...badStrings, ...badNumbers.map(String)]) {
    const v = encodeURIComponent(value);
    queries.push(`search=${v}`, `page=${v}`, `size=${v}`, `paged=${v}`, `count=${v}`, `lang=${v}`);
  }
  return queries;
}

describe('bad input on every route', () => {
  it('never answers 5xx, whoever asks and wherever the value goes', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const student = await t.createUser();
    const queries = listQueries();
    let requests = 0;
    for (const route of apiRoutes()) {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const sample = sampleOf(jsonSchemaOf(schema.body));
      const bodies = schema.body ? [sample, ...bodyMutations(sample)] : [undefined];
      for (const method of methodsOf(route)) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const fill = fallbackParam(route);
        const plainUrl = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(fill(name)));
        for (const who of [admin, student, null]) {
          for (const url of pathVariants(route.url, badStrings, fill)) {
            await send(who, method, url, schema.body ? sample : undefined);
            requests += 1;
          }
          // Queries and bodies as an administrator and as nobody: a student reaches either the administrator's
          // code (their own resources) or the route's role check.
          if (who === student) continue;
          if (schema.querystring) {
            for (const query of queries) {
              await send(who, method, `${plainUrl}?${query}`);
              requests += 1;
            }
          }
          for (const body of bodies) {
            await send(who, method, plainUrl, body);
            requests += 1;
          }
          // Every write may read a multipart body by hand (uploads): each gets one.
          if (method !== 'GET' && method !== 'DELETE') {
            for (const value of badStrings) {
              await sendMultipart(who, method, plainUrl, value);
              requests += 1;
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers a multipart body cut off mid-way with a 400 on every upload route, and keeps no file', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const student = await t.createUser();
    const boundary = 'cutboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const whole = Buffer.from(`${head}%PDF-1.4\n${'x'.repeat(2000)}\n%%EOF\n\r\n--${boundary}--\r\n`);
    const closing = whole.lastIndexOf('\r\n--');
    // In the part's headers, in the file, with the file whole but no closing boundary, inside the closing boundary.
    const cuts = [head.length - 20, head.length + 1000, closing, whole.length - 6];
    const isUpload = (route: RouteOptions) =>
      ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');
    const uploadRoutes = new Set<string>();
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      for (const method of methodsOf(route)) {
        if (['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method)) continue;
        const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(fallbackParam(route)(name)));
        if (isUpload(route)) uploadRoutes.add(`${method} ${route.url}`);
        for (const who of [admin, student, null]) {
          for (const cut of cuts) {
            const res = await t.injectAs(who, {
              method: method as 'POST',
              url,
              payload: whole.subarray(0, cut),
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            });
            record(method, url, { multipart: `cut at ${cut}` }, res);
            // A caller the route lets in (not 401/403) reaches the reading of the body: it must say it is cut off.
            const refusedCaller = res.statusCode === 401 || res.statusCode === 403;
            if (isUpload(route) && !refusedCaller && res.json().code !== 'UPLOAD_INCOMPLETE')
              wrong.push(`${method} ${url} as ${who?.role ?? 'nobody'}, cut at ${cut} → ${res.statusCode} ${res.body}`);
          }
        }
      }
    }
    expect([...uploadRoutes].sort()).toEqual(
      expect.arrayContaining([
        'PATCH /api/users/avatar',
        'POST /api/documents',
        'POST /api/documents/multiple',
        'POST /api/files/upload',
        'POST /api/quotes',
        'PUT /api/quotes/:id',
      ]),
    );
    expect(failures).toEqual([]);
    expect(wrong).toEqual([]);
    expect(await allStored(t)).toEqual([]);
  });

  it('refuses a token whose user id is out of range, or without an expiry', async () => {
    for (const sub of ['99999999999', '-1', '1.5', 'abc']) {
      const token = await t.app.accessTokens.sign({ userId: sub as unknown as number, role: 'ADMIN', version: 0 });
      const res = await t.injectAs({ token }, { method: 'GET', url: '/api/users/me' });
      expect(res.statusCode, sub).toBe(401);
    }
  });
});
