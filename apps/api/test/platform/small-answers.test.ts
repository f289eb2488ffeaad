import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeders } from '../../src/db/seeder.ts';
import { seeders } from '../../src/modules/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/** JSON answers compressed in one call (plugins/small-answers.ts): the same bytes, negotiated as before. */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const list = (encoding?: string) =>
  t.injectAs(admin, {
    method: 'GET',
    url: '/api/document-types',
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

describe('a JSON answer of 1 KiB or more', () => {
  it('goes out as brotli or gzip as the reader asks, and reads back as the plain answer', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [asked, encoding, decompress] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await list(asked);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decompress(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('stays plain for a reader who refuses compression, and below 1 KiB', async () => {
    expect((await list('identity')).headers['content-encoding']).toBeUndefined();
    const small = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/users/me',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
