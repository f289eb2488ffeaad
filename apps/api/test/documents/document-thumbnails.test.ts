import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FILE_LINK_WINDOW_SECONDS } from '../../src/lib/document-files.ts';
import { thumbnailBudget } from '../../src/lib/document-thumbnails.ts';
import { sweepDocumentFiles } from '../../src/modules/documents/sweep-document-files.ts';
import { removeStored, storedNames } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { documentsFixtures, expectCreated, storedFiles, upload } from './helpers.ts';
import { phonePhoto, photoPdf, textPdf } from './real-files.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixtures>>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  f = await documentsFixtures(t);
  photo = await phonePhoto();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

type SentDocument = { id: number; url: string; thumbnailUrl: string; size: number };

async function send(content: Buffer, filename: string, type: string, user?: TestUser) {
  const owner = user ?? (await f.applicant()).user;
  const response = await upload(t, owner, { typeId: f.types.optional.id }, [{ content, filename, type }]);
  expectCreated(response);
  return { user: owner, document: response.json().data as SentDocument };
}

const get = (url: string, user: { token: string } | null = null) => t.injectAs(user, { method: 'GET', url });
const nameOf = (url: string) => new URL(url, 'http://portal.test').pathname.split('/')[4]!;
const storedThumbnails = () => storedNames(t, 'document-thumbnails');
/** The files are in a bucket of moto_server (TEST_FILES=s3), not on the disk. */
const inBucket = inject('testFiles') === 's3';

async function fetchedThumbnail(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  const meta = await sharp(response.rawPayload).metadata();
  return { response, bytes: response.rawPayload.length, meta };
}

describe('thumbnails', () => {
  it('of a 12-megapixel phone photo: a JPEG of at most 480 px and 30 KB, kept by the browser, never sniffed', async () => {
    const original = await sharp(photo).metadata();
    expect(original.width! * original.height!).toBeGreaterThanOrEqual(12_000_000);
    const { document } = await send(photo, 'birth.jpg', 'image/jpeg');
    const { response, bytes, meta } = await fetchedThumbnail(document.thumbnailUrl);
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(thumbnailBudget.longSide);
    expect(meta.width! / meta.height!).toBeCloseTo(4 / 3, 1);
    expect(bytes).toBeLessThanOrEqual(thumbnailBudget.bytes);
    expect(document.size).toBeGreaterThan(40 * bytes);
    expect(response.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    const maxAge = /^private, max-age=(\d+), immutable$/.exec(String(response.headers['cache-control']));
    expect(maxAge, String(response.headers['cache-control'])).not.toBeNull();
    expect(Number(maxAge![1])).toBeGreaterThanOrEqual(60);
    // The file itself is still never kept.
    expect((await get(document.url)).headers['cache-control']).toBe('no-store');
  });

  it('of a PDF made of photos: its first page; of a text PDF or one in compressed objects: the PDF mark', async () => {
    const bluePage = await sharp({
      create: { width: 1200, height: 1700, channels: 3, background: { r: 30, g: 60, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const redPage = await sharp({
      create: { width: 1200, height: 1700, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const pages = await photoPdf([bluePage, redPage]);
    const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
    try {
      writeFileSync(join(dir, 'pages.pdf'), pages);
      writeFileSync(join(dir, 'text.pdf'), textPdf('Acte de naissance'));
      // Real readers accept both files as they are.
      execFileSync('qpdf', ['--check', join(dir, 'pages.pdf')]);
      execFileSync('qpdf', ['--check', join(dir, 'text.pdf')]);
      execFileSync('qpdf', ['--object-streams=generate', join(dir, 'pages.pdf'), join(dir, 'packed.pdf')]);
      const packed = readFileSync(join(dir, 'packed.pdf'));

      const { document: photos } = await send(pages, 'pages.pdf', 'application/pdf');
      const page = await fetchedThumbnail(photos.thumbnailUrl);
      expect(page.meta.format).toBe('jpeg');
      expect(page.meta.height).toBe(thumbnailBudget.longSide);
      expect(page.bytes).toBeLessThanOrEqual(thumbnailBudget.bytes);
      const { dominant } = await sharp(page.response.rawPayload).stats();
      expect(dominant.b).toBeGreaterThan(dominant.r);

      const mark = await fetchedThumbnail(
        (await send(textPdf('Acte'), 'text.pdf', 'application/pdf')).document.thumbnailUrl,
      );
      const packedMark = await fetchedThumbnail(
        (await send(packed, 'packed.pdf', 'application/pdf')).document.thumbnailUrl,
      );
      for (const thumbnail of [mark, packedMark]) {
        expect(thumbnail.meta).toMatchObject({ format: 'jpeg', width: 340, height: 480 });
        expect(thumbnail.bytes).toBeLessThanOrEqual(thumbnailBudget.bytes);
      }
      expect(mark.response.rawPayload.equals(packedMark.response.rawPayload)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keep one link across listings within a window, and a new one in the next window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const windowStart = Math.ceil(Date.now() / 1000 / FILE_LINK_WINDOW_SECONDS) * FILE_LINK_WINDOW_SECONDS;
    vi.setSystemTime((windowStart + 5) * 1000);
    const { user, document } = await send(photo, 'birth.jpg', 'image/jpeg');
    const listed = async () => (await get('/api/documents', user)).json().data as SentDocument[];
    const [first] = await listed();
    expect(first!.thumbnailUrl).toBe(document.thumbnailUrl);
    vi.setSystemTime((windowStart + FILE_LINK_WINDOW_SECONDS - 5) * 1000);
    const [second] = await listed();
    expect(second!.thumbnailUrl).toBe(first!.thumbnailUrl);
    expect(second!.url).toBe(first!.url);
    vi.setSystemTime((windowStart + FILE_LINK_WINDOW_SECONDS + 5) * 1000);
    const [third] = await listed();
    expect(third!.thumbnailUrl).not.toBe(first!.thumbnailUrl);
    // Both work meanwhile: the first one's expiry is still ahead.
    expect((await get(first!.thumbnailUrl)).statusCode).toBe(200);
    expect((await get(third!.thumbnailUrl)).statusCode).toBe(200);
  });

  it('are refused once their link has expired, or with a link forged from another (403)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { document } = await send(photo, 'birth.jpg', 'image/jpeg');
    const { document: other } = await send(photo, 'other.jpg', 'image/jpeg');
    const link = new URL(document.thumbnailUrl, 'http://portal.test');
    const expires = Number(link.searchParams.get('expires'));
    const fileSignature = new URL(document.url, 'http://portal.test').searchParams.get('signature');
    const otherPath = new URL(other.thumbnailUrl, 'http://portal.test').pathname;
    const forged = [
      `${link.pathname}?expires=${expires}&signature=${fileSignature}`,
      `${otherPath}${link.search}`,
      `${link.pathname}?expires=${expires + FILE_LINK_WINDOW_SECONDS}&signature=${link.searchParams.get('signature')}`,
      `${new URL(document.url, 'http://portal.test').pathname}${link.search}`,
    ];
    for (const url of forged) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    vi.setSystemTime(expires * 1000 - 1000);
    expect((await get(document.thumbnailUrl)).statusCode).toBe(200);
    vi.setSystemTime(expires * 1000 + 1000);
    const expired = await t.injectAs(null, {
      method: 'GET',
      url: document.thumbnailUrl,
      headers: { 'accept-language': 'fr' },
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(expired.json().message).toMatch(/expiré/);
  });

  it('are for the owner and administrators: another student gets 404, nobody signed in 401', async () => {
    const { user, document } = await send(photo, 'birth.jpg', 'image/jpeg');
    const path = `/api/files/documents/${nameOf(document.url)}/thumbnail`;
    const stranger = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    expect((await get(path, user)).statusCode).toBe(200);
    expect((await get(path, admin)).statusCode).toBe(200);
    expect((await get(path, stranger)).statusCode).toBe(404);
    expect((await get(path)).statusCode).toBe(401);
    const strangers = await get('/api/documents', stranger);
    expect(strangers.json().data).toEqual([]);
    for (const bad of ['../../jwt-secret', `${'0'.repeat(8)}-0000-0000-0000-000000000000.jpg`]) {
      const response = await get(`/api/files/documents/${encodeURIComponent(bad)}/thumbnail`, user);
      expect(response.statusCode, bad).toBe(404);
    }
  });
});

describe('thumbnails in the file storage', () => {
  it('are written with the file, and go with the document', async () => {
    const { user, document } = await send(photo, 'birth.jpg', 'image/jpeg');
    const name = nameOf(document.url);
    expect(await storedThumbnails()).toContain(name);
    expect(await storedFiles(t)).toContain(name);
    const deleted = await t.injectAs(user, { method: 'DELETE', url: `/api/documents/${document.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedThumbnails()).not.toContain(name);
    expect(await storedFiles(t)).not.toContain(name);
  });

  it('are made once, the first time they are asked for, for a document sent before thumbnails existed', async () => {
    const { document } = await send(photo, 'birth.jpg', 'image/jpeg');
    const name = nameOf(document.url);
    await removeStored(t, 'document-thumbnails', name);
    const first = await fetchedThumbnail(document.thumbnailUrl);
    expect(first.bytes).toBeLessThanOrEqual(thumbnailBudget.bytes);
    expect(await storedThumbnails()).toContain(name);
    expect((await storedThumbnails()).filter((entry) => entry.endsWith('.part'))).toEqual([]);
    const again = await get(document.thumbnailUrl);
    expect(again.rawPayload.equals(first.response.rawPayload)).toBe(true);
  });

  it.skipIf(inBucket)('that no row names are swept with the files, once older than an upload under way', async () => {
    const { document } = await send(photo, 'birth.jpg', 'image/jpeg');
    const folder = join(t.config.dataDir, 'files', 'document-thumbnails');
    const orphan = `${crypto.randomUUID()}.jpg`;
    writeFileSync(join(folder, orphan), 'a thumbnail whose row never came');
    writeFileSync(join(folder, `${orphan}.${crypto.randomUUID()}.part`), 'half a thumbnail');
    expect(await sweepDocumentFiles(t.app)).toEqual([]);
    const removed = await sweepDocumentFiles(t.app, Date.now() + 61 * 60_000);
    expect(removed).toContain(`document-thumbnails/${orphan}`);
    expect(removed.filter((entry) => entry.startsWith('document-thumbnails/'))).toHaveLength(2);
    expect(await storedThumbnails()).toContain(nameOf(document.url));
    expect(await storedThumbnails()).not.toContain(orphan);
  });

  it('leave nothing when the row of their upload cannot be written', async () => {
    const { user } = await f.applicant();
    const db = t.database.db;
    await db.execute(`create function refuse_thumbnailed() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await db.execute(
      'create trigger refuse_thumbnailed before insert on documents for each row execute function refuse_thumbnailed()',
    );
    try {
      const before = { files: await storedFiles(t), thumbnails: await storedThumbnails() };
      const response = await upload(t, user, { typeId: f.types.optional.id }, [
        { content: photo, filename: 'birth.jpg', type: 'image/jpeg' },
      ]);
      expect(response.statusCode).toBe(500);
      expect({ files: await storedFiles(t), thumbnails: await storedThumbnails() }).toEqual(before);
    } finally {
      await db.execute('drop trigger refuse_thumbnailed on documents');
      await db.execute('drop function refuse_thumbnailed()');
    }
  });
});
