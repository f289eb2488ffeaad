import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeders } from '../../src/db/seeder.ts';
import { createCompressedAnswers } from '../../src/lib/compression.ts';
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

describe('an answer the same for every reader (a reference list)', () => {
  const name = { en: 'Kept check', fr: 'Contrôle gardé', it: 'Controllo tenuto' };

  it('is compressed once for its text, and again once the text changes', async () => {
    const first = await list('br');
    const again = await list('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/document-types',
      payload: { name, required: false, allowMultiple: false, target: 'STUDENT' },
    });
    expect(created.statusCode).toBe(201);
    const changed = await list('br');
    const read = JSON.parse(brotliDecompressSync(changed.rawPayload).toString('utf8'));
    expect(read.data.map((item: { name: { en: string } }) => item.name.en)).toContain('Kept check');
    expect(read).toEqual((await list()).json());
    // gzip is kept apart from brotli.
    const gzip = await list('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(read);
  });
});

describe('kept compressed answers', () => {
  it('answer the same bytes for the same text and encoding only, and keep a bounded number', () => {
    const kept = createCompressedAnswers({ maxEntries: 2 });
    const text = JSON.stringify({ data: 'x'.repeat(2000) });
    const br = kept.get(text, 'br');
    expect(kept.get(text, 'br')).toBe(br);
    const gz = kept.get(text, 'gzip');
    expect(gunzipSync(gz).toString('utf8')).toBe(text);
    const other = JSON.stringify({ data: 'y'.repeat(2000) });
    expect(brotliDecompressSync(kept.get(other, 'br')).toString('utf8')).toBe(other);
    expect(kept.size).toBe(2);
    // The least recently used went: the first text is compressed again, to the same text.
    expect(kept.get(text, 'br')).not.toBe(br);
    expect(brotliDecompressSync(kept.get(text, 'br')).toString('utf8')).toBe(text);
  });
});

describe("a reader's own answer", () => {
  const users = (size: number, encoding: string) =>
    t.injectAs(admin, { method: 'GET', url: `/api/users?size=${size}`, headers: { 'accept-encoding': encoding } });

  it('goes out as gzip below 4 KiB when brotli and gzip are taken alike, as brotli above or when preferred', async () => {
    for (let i = 0; i < 16; i += 1) await t.createUser();
    const small = await users(4, 'gzip, deflate, br');
    const plainSmall = await users(4, 'identity');
    expect(plainSmall.rawPayload.length).toBeGreaterThan(1024);
    expect(plainSmall.rawPayload.length).toBeLessThan(4096);
    expect(small.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(small.rawPayload).toString('utf8'))).toEqual(plainSmall.json());
    // A reader who prefers brotli, or takes only brotli, gets brotli.
    expect((await users(4, 'br;q=1, gzip;q=0.5')).headers['content-encoding']).toBe('br');
    expect((await users(4, 'br')).headers['content-encoding']).toBe('br');

    const large = await users(20, 'gzip, deflate, br');
    const plainLarge = await users(20, 'identity');
    expect(plainLarge.rawPayload.length).toBeGreaterThanOrEqual(4096);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8'))).toEqual(plainLarge.json());
  });
});
