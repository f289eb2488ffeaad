import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../src/db/schema/index.ts';
import { nodeStorageFs, type StorageFs } from '../../src/lib/storage.ts';
import { documentRows, documentsFixtures, multipart, pdf, pngWithExif, upload } from '../documents/helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { filesUnder } from '../upload-wire.ts';

/**
 * A disk that takes no more writes (full, over quota, read-only), under the files or under the database: a 507 in
 * the reader's language, logged, and nothing left behind, neither a file, a part of one, nor a row.
 */
const failure: { code?: 'ENOSPC' | 'EDQUOT' | 'EROFS'; onlyUnder?: string } = {};

const diskError = (code: string) =>
  Object.assign(new Error(`${code}: the disk refused the write`), { code, errno: -28, syscall: 'write' });

/** Node's file system, except that while `failure.code` is set every write stores half its bytes, then fails. */
const failingFs: StorageFs = {
  ...nodeStorageFs,
  async writeFile(path, data) {
    if (!failure.code) return nodeStorageFs.writeFile(path, data);
    await nodeStorageFs.writeFile(path, (data as Buffer).subarray(0, (data as Buffer).length / 2));
    throw diskError(failure.code);
  },
  async open(path, flags, mode) {
    const handle = await nodeStorageFs.open(path, flags, mode);
    if (!failure.code || flags === 'r') return handle;
    if (failure.onlyUnder && !String(path).includes(failure.onlyUnder)) return handle;
    const code = failure.code;
    return {
      writeFile: async (data: Buffer) => {
        await handle.write(data.subarray(0, data.length / 2));
        throw diskError(code);
      },
      sync: () => handle.sync(),
      close: () => handle.close(),
    } as unknown as FileHandle;
  },
};

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixtures>>;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp({ fs: failingFs, captureLog: true });
  f = await documentsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  ({ user: student } = await f.applicant());
});
afterEach(() => {
  failure.code = undefined;
  failure.onlyUnder = undefined;
});
afterAll(async () => t?.close());

const storedFiles = () => filesUnder(join(t.config.dataDir, 'files'));
const messages = {
  en: 'The server cannot store anything at the moment (its storage is full or unavailable); nothing was saved: try again later',
  fr: 'Le serveur ne peut rien enregistrer pour le moment (son espace de stockage est plein ou indisponible) ; rien n’a été enregistré : réessayez plus tard',
  it: 'Il server non può salvare nulla in questo momento (lo spazio di archiviazione è pieno o non disponibile); non è stato salvato nulla: riprova più tardi',
};

function expectNoRoom(response: { statusCode: number; body: string }, language: keyof typeof messages) {
  expect(response.statusCode, response.body).toBe(507);
  expect(JSON.parse(response.body)).toEqual({
    status: 507,
    code: 'INSUFFICIENT_STORAGE',
    message: messages[language],
  });
}

/** A trigger that refuses every new row of a table the way PostgreSQL does when its disk is full. */
async function fullDatabaseDisk(table: string, errcode: string, message: string) {
  await t.database.db.execute(
    sql.raw(`create or replace function refuse_for_full_disk() returns trigger language plpgsql as $$
      begin raise exception '${message}' using errcode = '${errcode}'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger full_disk before insert on ${table} for each row execute function refuse_for_full_disk()`),
  );
  return () => t.database.db.execute(sql.raw(`drop trigger full_disk on ${table}`));
}

describe('a disk that takes no more writes', () => {
  it('is a 507 for a document, whichever way the disk refuses, and leaves no file, part or row', async () => {
    for (const [code, language] of [
      ['ENOSPC', 'en'],
      ['EDQUOT', 'fr'],
      ['EROFS', 'it'],
    ] as const) {
      failure.code = code;
      const response = await t.injectAs(student, {
        method: 'POST',
        url: '/api/documents',
        ...multipart([
          { name: 'typeId', value: String(f.types.transcripts.id) },
          { name: 'file', filename: 'scan.pdf', type: 'application/pdf', content: pdf('x'.repeat(3000)) },
        ]),
        headers: { ...multipart([]).headers, 'accept-language': language },
      });
      expectNoRoom(response, language);
    }
    expect(storedFiles()).toEqual([]);
    expect(await documentRows(t)).toEqual([]);
  });

  it('is a 507 when the file is written but its thumbnail is not, and the file goes', async () => {
    failure.code = 'ENOSPC';
    failure.onlyUnder = 'document-thumbnails';
    const response = await upload(t, student, { typeId: f.types.transcripts.id }, [{ content: await pngWithExif() }]);
    expectNoRoom(response, 'en');
    expect(storedFiles()).toEqual([]);
    expect(await documentRows(t)).toEqual([]);
  });

  it('is a 507 for an avatar and a quote’s image, leaving no file and the rows as they were', async () => {
    const photo = await pngWithExif();
    failure.code = 'ENOSPC';
    const avatar = await t.injectAs(student, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', content: photo }]),
    });
    expectNoRoom(avatar, 'en');
    const quote = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/quotes',
      ...multipart([
        { name: 'fullName', value: 'Ada Fotso' },
        { name: 'position', value: 'Former scholar' },
        { name: 'content', value: 'It changed my life.' },
        { name: 'image', filename: 'ada.png', type: 'image/png', content: photo },
      ]),
    });
    expectNoRoom(quote, 'en');
    expect(storedFiles()).toEqual([]);
    expect((await t.injectAs(student, { method: 'GET', url: '/api/users/me' })).json().data.avatar).toBeNull();
    expect(await t.database.db.select().from(quotes)).toEqual([]);
  });

  it('is a 507 when the database’s disk is full, and the file written before its row goes', async () => {
    const restore = await fullDatabaseDisk(
      'documents',
      'disk_full',
      'could not extend file "base/16384/16402": No space left on device',
    );
    try {
      const response = await upload(t, student, { typeId: f.types.transcripts.id }, [{ content: pdf() }]);
      expectNoRoom(response, 'en');
    } finally {
      await restore();
    }
    expect(storedFiles()).toEqual([]);
    expect(await documentRows(t)).toEqual([]);
  });

  it('is a 507 when the database reports a read-only disk under another code, and the image goes', async () => {
    const restore = await fullDatabaseDisk('quotes', 'io_error', 'could not write block 7: Read-only file system');
    try {
      const response = await t.injectAs(admin, {
        method: 'POST',
        url: '/api/quotes',
        ...multipart([
          { name: 'fullName', value: 'Ada Fotso' },
          { name: 'position', value: 'Former scholar' },
          { name: 'content', value: 'It changed my life.' },
          { name: 'image', filename: 'ada.png', type: 'image/png', content: await pngWithExif() },
        ]),
      });
      expectNoRoom(response, 'en');
    } finally {
      await restore();
    }
    expect(storedFiles()).toEqual([]);
    expect(await t.database.db.select().from(quotes)).toEqual([]);
  });

  it('is logged as a failure the operator must see', async () => {
    t.log.length = 0;
    failure.code = 'ENOSPC';
    await upload(t, student, { typeId: f.types.transcripts.id }, [{ content: pdf() }]);
    const logged = t.log.map((line) => JSON.parse(line)).find((line) => line.msg === 'INSUFFICIENT_STORAGE');
    expect(logged).toMatchObject({ level: 50, err: { code: 'ENOSPC' } });
  });

  it('works again once the disk has room', async () => {
    const response = await upload(t, student, { typeId: f.types.transcripts.id }, [{ content: pdf() }]);
    expect(response.statusCode, response.body).toBe(201);
    // The file and its thumbnail.
    expect(storedFiles()).toHaveLength(2);
  });
});
