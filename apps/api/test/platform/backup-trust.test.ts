import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArchiveWriter, readArchive } from '../../src/db/backup/archive.ts';
import {
  type ArchiveKeys,
  archiveKeys,
  decryptingStream,
  encryptingStream,
  HEADER_BYTES,
  newArchiveKeys,
} from '../../src/db/backup/encryption.ts';
import { studentProfiles, users } from '../../src/db/schema/index.ts';
import { documentsFixtures, pdf, upload } from '../documents/helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  BACKUP_KEY,
  backupWorkspace,
  entryNames,
  filesIn,
  holdsTables,
  OTHER_KEY,
  openRestored,
  type Place,
  placeEnv,
  type Run,
  runScript,
} from './backup-helpers.ts';

const { work, freshPlace, cleanups } = backupWorkspace();

const CHUNK = 64 * 1024 + 16;
const seal = (plain: Buffer, keys: ArchiveKeys) => buffer(Readable.from([plain]).pipe(encryptingStream(keys)));
const unseal = (sealed: Buffer, keys: ArchiveKeys) =>
  buffer(Readable.from([sealed.subarray(HEADER_BYTES)]).pipe(decryptingStream(keys)));

describe("an encrypted archive's chunks", () => {
  it('open only whole, in their order, from their own archive, with their last chunk', async () => {
    const keys = await newArchiveKeys(BACKUP_KEY);
    const other = await newArchiveKeys(BACKUP_KEY);
    // Three full chunks and a part; exactly two chunks (the second sealed as the last); nothing (one empty chunk).
    const plain = randomBytes(3 * 65536 + 8192);
    const sealed = await seal(plain, keys);
    expect(sealed.subarray(0, HEADER_BYTES)).toEqual(keys.header);
    expect(sealed.length).toBe(HEADER_BYTES + 3 * CHUNK + 8192 + 16);
    expect((await unseal(sealed, keys)).equals(plain)).toBe(true);
    const even = randomBytes(2 * 65536);
    const sealedEven = await seal(even, keys);
    expect(sealedEven.length).toBe(HEADER_BYTES + 2 * CHUNK);
    expect((await unseal(sealedEven, keys)).equals(even)).toBe(true);
    const sealedEmpty = await seal(Buffer.alloc(0), keys);
    expect(sealedEmpty.length).toBe(HEADER_BYTES + 16);
    expect(await unseal(sealedEmpty, keys)).toHaveLength(0);

    const chunk = (from: Buffer, n: number) => from.subarray(HEADER_BYTES + n * CHUNK, HEADER_BYTES + (n + 1) * CHUNK);
    const flipped = Buffer.from(sealed);
    flipped[HEADER_BYTES + CHUNK + 100]! ^= 1;
    const fromOther = await seal(plain, other);
    const tampered = {
      'a byte changed': flipped,
      'chunks swapped': Buffer.concat([
        keys.header,
        chunk(sealed, 1),
        chunk(sealed, 0),
        sealed.subarray(HEADER_BYTES + 2 * CHUNK),
      ]),
      'a chunk of another archive': Buffer.concat([
        keys.header,
        chunk(sealed, 0),
        chunk(fromOther, 1),
        sealed.subarray(HEADER_BYTES + 2 * CHUNK),
      ]),
      'cut at a chunk': sealed.subarray(0, HEADER_BYTES + 3 * CHUNK),
      'its last full chunk cut': sealedEven.subarray(0, HEADER_BYTES + CHUNK),
      'nothing after the header': sealedEmpty.subarray(0, HEADER_BYTES),
      'a chunk added': Buffer.concat([sealed, chunk(sealed, 2)]),
      'a few bytes left': sealed.subarray(0, HEADER_BYTES + 10),
    };
    for (const [what, bytes] of Object.entries(tampered))
      await expect(unseal(bytes, keys), what).rejects.toThrow(
        'it was changed, damaged or cut short after it was written',
      );
  });
});

/** Someone's data as it appears in the database, to be looked for where it must not be. */
const person = {
  lastName: 'Ndzana-Mbarga',
  email: 'esther.ndzana.mbarga@example.org',
  mobileNumber: '+237 677 41 93 28',
  familyPhoneNumber: '+237 699 05 17 64',
  birthDate: '2004-03-17',
  birthPlace: 'Sangmélima',
};
const personal = Object.values(person);

/** A command that did nothing: status 2, one line on standard error, none of the person's data anywhere. */
function expectRefusal(run: Run, line: RegExp) {
  expect(run.status, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^[^\n]+\n$/);
  expect(run.stderr).toMatch(line);
  for (const value of personal) expect(`${run.stdout}${run.stderr}`).not.toContain(value);
}

async function expectNothingRestored(place: Place) {
  expect(filesIn(place.dataDir)).toEqual([]);
  expect(await holdsTables(place)).toBe(false);
}

/** Writes `to` from `from` entry by entry, as whoever holds `readKey` could, with `edit` changing entries. */
async function rewrite(
  from: string,
  to: string,
  keys: { read: string | null; write: string | null },
  edit: (name: string, data: Buffer) => Buffer = (_name, data) => data,
) {
  const writer = createArchiveWriter(to, keys.write ? await newArchiveKeys(keys.write) : undefined);
  for await (const entry of readArchive(from, keys.read ? await archiveKeys(from, keys.read) : undefined))
    await writer.add(entry.name, edit(entry.name, entry.data));
  await writer.finish();
}

/** Changes the rows of one table's chunks, as JSON. */
const editRows =
  (table: string, change: (rows: Record<string, unknown>[]) => Record<string, unknown>[]) =>
  (name: string, data: Buffer) => {
    if (!name.startsWith(`database/${table}/`)) return data;
    const rows = data
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return Buffer.from(
      `${change(rows)
        .map((row) => JSON.stringify(row))
        .join('\n')}\n`,
    );
  };

describe('a backup of a person', () => {
  let t: TestApp;
  let userId: number;
  let archive: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_KEY } });
    cleanups.push(() => t.close());
    const f = await documentsFixtures(t);
    const { user } = await f.applicant();
    userId = user.id;
    await t.database.db
      .update(users)
      .set({ lastName: person.lastName, email: person.email })
      .where(eq(users.id, user.id));
    const { lastName: _, email: __, ...profile } = person;
    await t.database.db
      .insert(studentProfiles)
      .values({ userId: user.id, ...profile })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: profile });
    expect((await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf('birth') }])).statusCode).toBe(201);
    archive = join(work, 'person.backup');
    await t.app.backups.write(archive);
  }, 60_000);

  it('holds none of her data in clear, and all of it once opened with BACKUP_KEY', async () => {
    const bytes = readFileSync(archive);
    expect(bytes.subarray(0, 8).toString()).toBe('SPBACKUP');
    for (const value of personal) expect(bytes.includes(Buffer.from(value))).toBe(false);
    // Not even compressed in clear: what follows the header is no gzip stream (the compression is inside the
    // encryption). Its random bytes hold gzip's three magic bytes somewhere now and then, by chance.
    const body = bytes.subarray(HEADER_BYTES);
    expect(body.subarray(0, 3).equals(Buffer.from([0x1f, 0x8b, 0x08]))).toBe(false);
    expect(() => gunzipSync(body)).toThrow();
    let opened = '';
    for await (const entry of readArchive(archive, await archiveKeys(archive, BACKUP_KEY)))
      opened += entry.data.toString('utf8');
    for (const value of personal) expect(opened).toContain(value);
  });

  it('--out replaces an existing file only with --force', async () => {
    const existing = join(work, 'existing.backup');
    writeFileSync(existing, 'yesterday’s backup');
    const env = { DATA_DIR: t.config.dataDir };
    const refused = await runScript('backup', ['--out', existing], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe(`${existing} already exists: give another name, or --force to replace it\n`);
    expect(readFileSync(existing, 'utf8')).toBe('yesterday’s backup');
    // Nothing half-written left beside it.
    expect(filesIn(work).filter((name) => name.includes('existing'))).toEqual(['existing.backup']);

    const forced = await runScript('backup', ['--out', existing, '--force'], env);
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/^Backup written to .+existing\.backup/);
    expect((await entryNames(existing)).at(-1)).toBe('end.json');
  }, 60_000);

  it('refuses an archive changed after it was written, and restores nothing', async () => {
    // A byte changed inside, and one of the header's salt.
    const flipped = join(work, 'flipped.backup');
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x20;
    writeFileSync(flipped, bytes);
    const salted = join(work, 'salted.backup');
    const header = readFileSync(archive);
    header[12]! ^= 1;
    writeFileSync(salted, header);
    // Her role edited: sealed with another key (without BACKUP_KEY, nothing else can seal it), or left in clear.
    const toAdmin = editRows('users', (rows) =>
      rows.map((row) => (row.id === userId ? { ...row, role: 'ADMIN' } : row)),
    );
    const otherKey = join(work, 'admin-other-key.backup');
    await rewrite(archive, otherKey, { read: BACKUP_KEY, write: OTHER_KEY }, toAdmin);
    const plain = join(work, 'admin-plain.tar.gz');
    await rewrite(archive, plain, { read: BACKUP_KEY, write: null }, toAdmin);

    for (const [file, why] of [
      [flipped, 'it was changed, damaged or cut short after it was written'],
      [salted, 'BACKUP_KEY is not the key it was written with'],
      [otherKey, 'BACKUP_KEY is not the key it was written with'],
      [plain, 'it is not encrypted, so nothing shows that it is unchanged since it was written'],
    ] as const) {
      const place = await freshPlace(`tampered-${randomBytes(3).toString('hex')}`);
      const run = await runScript('restore', [file], placeEnv(place));
      expectRefusal(run, new RegExp(`^Cannot restore ${file}: ${why}`));
      await expectNothingRestored(place);
    }

    // The edit was well formed: restored on the operator's word (--unencrypted), she comes back an administrator.
    const place = await freshPlace('accepted-plain');
    const accepted = await runScript('restore', ['--unencrypted', plain], placeEnv(place));
    expect(accepted.status, accepted.stderr).toBe(0);
    const restored = await openRestored(place);
    const [row] = await restored.db.select().from(users).where(eq(users.id, userId));
    await restored.close();
    expect(row?.role).toBe('ADMIN');
  }, 120_000);

  it('refuses a wrong or missing BACKUP_KEY, and an encrypted archive cut short', async () => {
    const cut = join(work, 'cut-person.backup');
    writeFileSync(cut, readFileSync(archive).subarray(0, -1));
    for (const [file, env, why] of [
      [archive, { BACKUP_KEY: OTHER_KEY }, 'BACKUP_KEY is not the key it was written with'],
      [archive, { BACKUP_KEY: '' }, 'it is encrypted: set BACKUP_KEY to the key it was written with'],
      [cut, {}, 'it was changed, damaged or cut short after it was written'],
    ] as const) {
      const place = await freshPlace(`key-${randomBytes(3).toString('hex')}`);
      const run = await runScript('restore', [file], placeEnv(place, env));
      expectRefusal(run, new RegExp(`^Cannot restore ${file}: ${why}\n$`));
      await expectNothingRestored(place);
    }
    const place = await freshPlace('short-key');
    const short = await runScript('restore', [archive], placeEnv(place, { BACKUP_KEY: 'too short' }));
    expectRefusal(short, /^Invalid configuration: BACKUP_KEY \(9 characters, not shown\): must be at least 32/);
    expect(short.stderr).not.toContain('too short');
  }, 60_000);

  it('a restore that fails midway prints none of her data, exits 2 and leaves DATA_DIR empty', async () => {
    // Written with the key, so the archive is whole and opens: her profile twice, which the database refuses.
    const twice = join(work, 'profile-twice.backup');
    await rewrite(archive, twice, { read: BACKUP_KEY, write: BACKUP_KEY }, (name, data) => {
      if (name === 'end.json') {
        const end = JSON.parse(data.toString('utf8')) as { rows: Record<string, number> };
        end.rows.student_profiles = end.rows.student_profiles! * 2;
        return Buffer.from(JSON.stringify(end));
      }
      return editRows('student_profiles', (rows) => [...rows, ...rows])(name, data);
    });
    const place = await freshPlace('midway');
    const run = await runScript('restore', [twice], placeEnv(place));
    expectRefusal(
      run,
      new RegExp(
        `^Restoring ${twice} failed while loading the rows of table student_profiles: the database refused it: a row ` +
          'repeats a value that must be unique \\(PostgreSQL error 23505, .*constraint student_profiles_pkey\\)\\. ' +
          'DATA_DIR is empty again',
      ),
    );
    expect(filesIn(place.dataDir)).toEqual([]);
    if (place.databaseUrl) expect(run.stderr).toMatch(/drop it and create it empty before trying again\.\n$/);
    else expect(await holdsTables(place)).toBe(false);

    // A plain archive whose row is no longer JSON: JSON's own message would quote a piece of it.
    const broken = join(work, 'broken-row.tar.gz');
    await rewrite(archive, broken, { read: BACKUP_KEY, write: null }, (name, data) =>
      name.startsWith('database/student_profiles/') ? data.subarray(0, data.length - 12) : data,
    );
    const other = await freshPlace('broken-row');
    const refused = await runScript('restore', ['--unencrypted', broken], placeEnv(other));
    expectRefusal(
      refused,
      /^Cannot restore .+: a row of database\/student_profiles\/000000\.jsonl is not valid JSON\n$/,
    );
    await expectNothingRestored(other);
  }, 60_000);
});
