import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase } from '../test-app.ts';

/**
 * What every answer carries, made cheaper without losing any of it: the security headers (worked out once), one
 * log line per request with its secrets masked, and the web build's files sent as compressed at build time.
 */
type LogLine = Record<string, unknown> & { msg?: string; level: number };

let app: FastifyInstance;
let database: Database;
let dataDir: string;
const lines: LogLine[] = [];
const script = `console.log(${JSON.stringify('a script long enough to be worth compressing '.repeat(40))});`;
const precompressedMarker = '/* the build compressed this one */';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-every-request-'));
  const dist = join(dataDir, 'web');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  // What scripts/precompress-web-build.mjs writes; different content proves which file was sent.
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(precompressedMarker));
  writeFileSync(join(dist, 'assets', 'other-1234.js'), script);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'preload-settings.js'), 'void 0;');
  writeFileSync(join(dist, 'sw.js'), 'void 0;');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'info',
    WEB_DIST: dist,
  });
  database = await openTestDatabase();
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  app = await buildApp({ config, database, logStream, mailer: { kind: 'outbox', send: async () => {} } });
  app.get('/api/probe/failure', { config: { access: 'public' } }, async () => {
    throw new Error('the database is on fire');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('security headers', () => {
  const expected = {
    'content-security-policy':
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
      "connect-src 'self';font-src 'self' data:;object-src 'none';frame-ancestors 'none';base-uri 'self';" +
      "form-action 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('are on every kind of answer: API, refusal, 404, failure, app', async () => {
    const json = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    };
    for (const url of ['/api/health', '/api/settings', '/api/nothing', '/api/probe/failure']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers, url).toMatchObject(json);
      // Headers that only act on documents are left off a JSON answer.
      for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection'])
        expect(headers[name], `${url} ${name}`).toBeUndefined();
    }
    for (const url of ['/dashboard', '/api/files/documents/x.jpg']) {
      expect((await app.inject({ method: 'GET', url })).headers, url).toMatchObject(expected);
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
  });

  it('a hashed script carries only those that act on a script: no guessing its type, no other site loading it', async () => {
    const headers = (await app.inject({ method: 'GET', url: '/assets/other-1234.js' })).headers;
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const name of Object.keys(expected).filter(
      (name) => !name.startsWith('x-content') && !name.startsWith('cross-origin-r'),
    ))
      expect(headers, name).not.toHaveProperty(name);
    // Its name changes with its content: nothing to revalidate.
    for (const name of ['etag', 'last-modified']) expect(headers, name).not.toHaveProperty(name);
    // The app's page for an address under /assets/ that is no file keeps them all.
    expect((await app.inject({ method: 'GET', url: '/assets/no-such-file.js' })).headers).toMatchObject(expected);
  });

  it('the icon is kept a day and keeps its policy; the settings script is asked again each time; neither is a page', async () => {
    const icon = (await app.inject({ method: 'GET', url: '/favicon.svg' })).headers;
    expect(icon['cache-control']).toBe('public, max-age=86400');
    expect(icon['content-security-policy']).toBe(expected['content-security-policy']);
    const script = (await app.inject({ method: 'GET', url: '/preload-settings.js' })).headers;
    expect(script['cache-control']).toBe('no-cache');
    expect(script['content-security-policy']).toBeUndefined();
    for (const headers of [icon, script]) {
      expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
      for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'])
        expect(headers[name], name).toBeUndefined();
    }
    // The service worker's script keeps every header, and is asked again each time.
    const worker = (await app.inject({ method: 'GET', url: '/sw.js' })).headers;
    expect(worker).toMatchObject({ ...expected, 'cache-control': 'no-cache' });
  });
});

describe('the log', () => {
  it('has one line per request, when answered, with the secrets of the address masked', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/auth/verify/secret-token?token=abc&x=1' });
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/auth/verify/***?token=***&x=1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 404 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('still reports a failure with its error, and still hides passwords and tokens', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/probe/failure' })).statusCode).toBe(500);
    const failure = lines.find((line) => line.msg === 'unhandled error');
    expect(failure).toMatchObject({ level: 50, err: { message: 'the database is on fire' } });
    expect(lines.at(-1)).toMatchObject({ msg: 'request completed', res: { statusCode: 500 } });
    app.log.info({ body: { email: 'a@b.org', password: 'hunter22', token: 'abc' } }, 'with secrets');
    expect(lines.at(-1)?.body).toEqual({ email: 'a@b.org', password: '[Redacted]', token: '[Redacted]' });
    // At any depth, whatever the value, and a request's credentials wherever its headers are logged.
    app.log.info(
      {
        token: { value: 'deep-secret' },
        request: { headers: { authorization: 'Bearer eyJ-secret', cookie: 'sid=cookie-secret', accept: '*/*' } },
        list: [{ password: 12345678 }],
      },
      'more secrets',
    );
    expect(lines.at(-1)).toMatchObject({
      msg: 'more secrets',
      token: '[Redacted]',
      request: { headers: { authorization: '[Redacted]', cookie: '[Redacted]', accept: '*/*' } },
      list: [{ password: '[Redacted]' }],
    });
    const written = JSON.stringify(lines.slice(-2));
    for (const secret of ['hunter22', 'deep-secret', 'eyJ-secret', 'cookie-secret', '12345678'])
      expect(written).not.toContain(secret);
  });
});

describe('files of the web build', () => {
  it('go out as the build compressed them when the browser accepts it, as they are otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      vary: 'accept-encoding',
    });
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(brotliCompressSync(precompressedMarker))).toBe(true);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('are compressed on the fly when the build left no compressed copy', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(script);
  });
});
