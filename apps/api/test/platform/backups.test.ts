import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type ArchiveEntry, createArchiveWriter, readArchive } from '../../src/db/backup/archive.ts';
import { writeBackup } from '../../src/db/backup/backup.ts';
import { restoreBackup } from '../../src/db/backup/restore.ts';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { applications, documents, quotes, users } from '../../src/db/schema/index.ts';
import { documentsFixtures, multipart, pdf, pngWithExif, upload } from '../documents/helpers.ts';
import { readWithPython } from '../python-reader.ts';
import { allStored, storedBytes, storedNames } from '../stored-files.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  BACKUP_KEY,
  backupWorkspace,
  entryNames,
  filesIn,
  openRestored,
  type Place,
  placeEnv,
  runScript,
} from './backup-helpers.ts';

const { work, cleanups, freshPlace } = backupWorkspace();
const withKey = { env: { BACKUP_KEY } };

const documentFile = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;

describe('a backup taken while people write', () => {
  it('holds every write acknowledged before it began, and every file of every row it holds; the restore has no row without its file', async () => {
    const t = await createTestApp(withKey);
    cleanups.push(() => t.close());
    const f = await documentsFixtures(t);
    const applicants = await Promise.all(Array.from({ length: 12 }, () => f.applicant()));
    const admin = await t.createUser({ role: 'ADMIN' });
    const photo = await pngWithExif();
    const avatar = await t.injectAs(applicants[0]!.user, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', content: photo }]),
    });
    expect(avatar.statusCode).toBe(200);
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
    expect(quote.statusCode).toBe(201);

    // Each applicant saves a step and sends a document (up to the nine a document type allows here), again and
    // again, two requests in flight at a time; saves go on after the documents.
    let clock = 0;
    let writing = true;
    let failure: unknown;
    const saves: { applicationId: number; n: number; at: number }[] = [];
    const uploads: { id: number; file: string; bytes: Buffer; at: number }[] = [];
    const workers = applicants.map(async ({ user, application }, w) => {
      try {
        for (let n = 1; writing; n += 1) {
          const bytes = pdf(`applicant ${w} document ${n}`);
          const [save, sent] = await Promise.all([
            t.injectAs(user, {
              method: 'PATCH',
              url: `/api/applications/${application.id}/motivation`,
              payload: { motivation: `save ${n}` },
            }),
            n <= 9
              ? upload(t, user, { typeId: f.types.optional.id }, [{ content: bytes, filename: `d${n}.pdf` }])
              : null,
          ]);
          expect(save.statusCode, save.body).toBe(200);
          saves.push({ applicationId: application.id, n, at: ++clock });
          if (!sent) continue;
          expect(sent.statusCode, sent.body).toBe(201);
          const document = sent.json().data as { id: number; url: string };
          uploads.push({ id: document.id, file: documentFile(document.url), bytes, at: ++clock });
        }
      } catch (error) {
        failure ??= error;
      }
    });
    const until = async (done: () => boolean) => {
      while (!done() && failure === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      if (failure !== undefined) throw failure;
    };
    await until(() => uploads.length >= 24);

    const began = ++clock;
    const archive = join(work, 'during-writes.backup');
    const deletedMeanwhile: typeof uploads = [];
    const summary = await t.app.backups.write(archive, {
      // Between the rows and the files: documents of the snapshot are deleted, and the answers come back.
      afterDatabase: async () => {
        const victims = uploads.filter((sent) => sent.at < began).slice(0, 6);
        await Promise.all(
          victims.map(async (victim) => {
            const [row] = await t.database.db.select().from(documents).where(eq(documents.id, victim.id));
            const [app] = await t.database.db
              .select()
              .from(applications)
              .where(eq(applications.id, row!.applicationId));
            const owner = applicants.find(({ user }) => user.id === app!.userId)!;
            const gone = await t.injectAs(owner.user, { method: 'DELETE', url: `/api/documents/${victim.id}` });
            expect(gone.statusCode, gone.body).toBe(200);
            deletedMeanwhile.push(victim);
          }),
        );
        // Their files wait for the backup: a row of the snapshot must find its file.
        const stored = await storedNames(t, 'documents');
        for (const victim of deletedMeanwhile) expect(stored).toContain(victim.file);
      },
    });
    // Writing goes on a little after the backup, then stops.
    const after = saves.length;
    await until(() => saves.length >= after + 16);
    writing = false;
    await Promise.all(workers);
    if (failure !== undefined) throw failure;
    expect(summary.files).toBeGreaterThanOrEqual(26);
    expect(summary.encrypted).toBe(true);
    expect(deletedMeanwhile).toHaveLength(6);
    // Once the backup is written, the deleted documents' files go.
    const left = await storedNames(t, 'documents');
    for (const victim of deletedMeanwhile) expect(left).not.toContain(victim.file);

    const place = await freshPlace('restored-during-writes');
    const restored = await restoreBackup({ archive, ...place, key: BACKUP_KEY });
    expect(restored.missing).toEqual([]);
    const database = await openRestored(place);
    try {
      await expectRestoredWrites(database, place, {
        saves: saves.filter((save) => save.at < began),
        uploads: uploads.filter((sent) => sent.at < began),
        deletedMeanwhile,
      });
      const [owner] = await database.db.select().from(users).where(isNotNull(users.avatar));
      expect(await storedNames(place, 'avatars')).toEqual([owner!.avatar]);
      const [restoredQuote] = await database.db.select().from(quotes);
      expect(await storedNames(place, 'quote-avatars')).toEqual([restoredQuote!.image]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

async function expectRestoredWrites(
  database: Database,
  place: Place,
  acknowledged: {
    saves: { applicationId: number; n: number }[];
    uploads: { id: number; file: string; bytes: Buffer }[];
    deletedMeanwhile: { id: number; file: string }[];
  },
) {
  expect(acknowledged.saves.length).toBeGreaterThan(0);
  const restoredApplications = await database.db.select().from(applications);
  for (const save of acknowledged.saves) {
    const row = restoredApplications.find((application) => application.id === save.applicationId);
    // The step as saved then, or a later save: never an older one.
    expect(Number(row?.motivation?.replace('save ', '')), `application ${save.applicationId}`).toBeGreaterThanOrEqual(
      save.n,
    );
  }
  const rows = await database.db.select().from(documents);
  const stored = await storedNames(place, 'documents');
  for (const sent of acknowledged.uploads) {
    const row = rows.find((document) => document.id === sent.id);
    expect(row, `document ${sent.id}`).toBeDefined();
    expect((await storedBytes(place, 'documents', row!.filename)).equals(sent.bytes)).toBe(true);
  }
  for (const victim of acknowledged.deletedMeanwhile) expect(rows.map((row) => row.filename)).toContain(victim.file);
  // Every row has its file, and no file lies there without its row.
  expect(stored).toEqual(rows.map((row) => row.filename).sort());
}

describe('npm run backup and npm run restore', () => {
  let t: TestApp;
  let archive: string;

  it('asks the running server for the backup through its control socket', async () => {
    t = await createTestApp(withKey);
    cleanups.push(() => t.close());
    const f = await documentsFixtures(t);
    const { user } = await f.applicant();
    expect((await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf('birth') }])).statusCode).toBe(201);
    archive = join(work, 'by-script.backup');
    // The server's BACKUP_KEY encrypts it: the command's environment has none.
    const run = await runScript('backup', ['--out', archive], { DATA_DIR: t.config.dataDir });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The document and its thumbnail.
    expect(run.stdout).toMatch(
      new RegExp(
        `^Backup written to ${archive} \\(.+, encrypted with BACKUP_KEY\\): \\d+ rows of \\d+ tables, 2 files`,
      ),
    );
    const names = await entryNames(archive);
    expect(names[0]).toBe('backup.json');
    expect(names[1]).toBe('database/plan.json');
    expect(names.at(-1)).toBe('end.json');
    expect(names.filter((name) => name.startsWith('files/documents/'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('files/document-thumbnails/'))).toHaveLength(1);
  }, 60_000);

  it('restores into an empty place, and refuses one that holds something, with a clear message', async () => {
    const place = await freshPlace('by-script');
    const env = placeEnv(place);
    const run = await runScript('restore', [archive], env);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Restored .+: \d+ rows \(schema \d{4}_\w+\), 2 files in /);
    const database = await openRestored(place);
    const [document] = await database.db.select().from(documents);
    await database.close();
    expect(await storedNames(place, 'documents')).toEqual([document!.filename]);
    expect(await storedNames(place, 'document-thumbnails')).toEqual([document!.filename]);

    const again = await runScript('restore', [archive], env);
    expect(again.status).toBe(2);
    if (place.databaseUrl && inject('testFiles') === 's3')
      // The rows in PostgreSQL, the files in the bucket: DATA_DIR holds nothing, the database refuses.
      expect(again.stderr.trim()).toMatch(/^the database of DATABASE_URL is not empty \(\d+ tables\)/);
    else
      expect(again.stderr.trim()).toBe(
        `DATA_DIR ${place.dataDir} is not empty: restore into an empty or new directory (move this one aside first).`,
      );
    if (place.databaseUrl) {
      // The files' folder empty, the database not: refused as well.
      const files = join(work, 'empty-files');
      const refused = await runScript('restore', [archive], { ...env, DATA_DIR: files });
      expect(refused.status).toBe(2);
      expect(refused.stderr.trim()).toMatch(/^the database of DATABASE_URL is not empty \(\d+ tables\)/);
      expect(existsSync(files)).toBe(false);
    }
  }, 60_000);

  it('refuses a cut-short archive and a file that is no backup, changing nothing', async () => {
    const cut = join(work, 'cut.backup');
    writeFileSync(cut, readFileSync(archive));
    truncateSync(cut, Math.floor(readFileSync(archive).length / 2));
    const notBackup = join(work, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    for (const [file, reason] of [
      [cut, /^Cannot restore .+cut\.backup: it was changed, damaged or cut short after it was written\n$/],
      [notBackup, /^Cannot restore .+not-a-backup\.tar\.gz: not a backup of this portal\n$/],
    ] as const) {
      const place = await freshPlace(`refused-${randomBytes(3).toString('hex')}`);
      const run = await runScript('restore', [file], placeEnv(place));
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(reason);
      expect(filesIn(place.dataDir)).toEqual([]);
      expect(await allStored(place)).toEqual([]);
    }
  }, 60_000);

  it('takes the backup itself when no server runs, and never opens an embedded database a server has open', async () => {
    const place = await freshPlace('no-server');
    const env = placeEnv(place);
    const database = await openDatabase({ ...place, durability: 'relaxed' });
    await runMigrations(database);
    if (!place.databaseUrl) {
      // A server (here, this process) has the embedded database open: the script must not open it too.
      const busy = await runScript('backup', ['--out', join(work, 'busy.backup')], env);
      expect(busy.status).toBe(1);
      expect(busy.stderr.trim()).toBe(
        `The embedded database in ${join(place.dataDir, 'pglite')} is open in another process (a running server?): stop it first.`,
      );
      expect(existsSync(join(work, 'busy.backup'))).toBe(false);
    }
    await database.close();
    const alone = await runScript('backup', ['--out', join(work, 'alone.backup')], env);
    expect(alone.status, alone.stderr).toBe(0);
    expect(alone.stdout).toMatch(/encrypted with BACKUP_KEY\).+\(no server was running\)\n$/);
    expect((await entryNames(join(work, 'alone.backup'))).at(-1)).toBe('end.json');

    // Without a key, only when asked for, and then a plain .tar.gz that tar reads.
    const noKey = await runScript('backup', ['--out', join(work, 'plain.tar.gz')], { ...env, BACKUP_KEY: '' });
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toMatch(/^BACKUP_KEY is not set: set it .+ or give --unencrypted .+\n$/);
    expect(existsSync(join(work, 'plain.tar.gz'))).toBe(false);
    const plain = await runScript('backup', ['--unencrypted', '--out', join(work, 'plain.tar.gz')], env);
    expect(plain.status, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/NOT encrypted: anybody who has it can read and change it/);
    const listed = execFileSync('tar', ['-tzf', join(work, 'plain.tar.gz')], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(listed).toEqual(await entryNames(join(work, 'plain.tar.gz'), null));
    expect(listed.at(-1)).toBe('end.json');
  }, 60_000);
});

/** An archive's entries as Python's tarfile reads them: name, size, mode, and the SHA-256 of the bytes. */
const tarfileEntries = (archive: string) =>
  readWithPython<{ name: string; size: number; mode: number; file: boolean; sha256: string }[]>(
    `
import hashlib, io, json, sys, tarfile
with tarfile.open(fileobj=io.BytesIO(sys.stdin.buffer.read()), mode='r:gz') as tar:
    print(json.dumps([{'name': m.name, 'size': m.size, 'mode': m.mode, 'file': m.isfile(),
                       'sha256': hashlib.sha256(tar.extractfile(m).read()).hexdigest()} for m in tar.getmembers()]))
`,
    readFileSync(archive),
    "Python's tarfile",
  );

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A plain archive's entries as this program reads them. */
async function readAll(archive: string) {
  const entries: ArchiveEntry[] = [];
  for await (const entry of readArchive(archive, undefined)) entries.push(entry);
  return entries;
}

/** Our reading of a plain archive, as tarfile says it: every entry a file of mode 600. */
const ourEntries = async (archive: string) =>
  (await readAll(archive)).map(({ name, data }) => ({
    name,
    size: data.length,
    mode: 0o600,
    file: true,
    sha256: sha256(data),
  }));

describe("the archive's tar", () => {
  it('is read entry for entry, byte for byte, by GNU tar and by Python’s tarfile', async () => {
    const t = await createTestApp(withKey);
    cleanups.push(() => t.close());
    const f = await documentsFixtures(t);
    const { user } = await f.applicant();
    const avatar = await t.injectAs(user, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', content: await pngWithExif() }]),
    });
    expect(avatar.statusCode).toBe(200);
    expect((await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf('read by tar') }])).statusCode).toBe(
      201,
    );
    const archive = join(work, 'read-by-tar.tar.gz');
    await t.app.backups.write(archive, { unencrypted: true });
    const ours = await ourEntries(archive);
    expect(ours.map((entry) => entry.name)).toEqual([
      'backup.json',
      'database/plan.json',
      ...ours
        .filter((entry) => entry.name.startsWith('database/') && entry.name !== 'database/plan.json')
        .map((entry) => entry.name),
      ...ours.filter((entry) => entry.name.startsWith('files/')).map((entry) => entry.name),
      'end.json',
    ]);
    expect(ours.filter((entry) => entry.name.startsWith('files/'))).toHaveLength(3);
    expect(tarfileEntries(archive)).toEqual(ours);
    // GNU tar unpacks the same bytes.
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    for (const { name, data } of await readAll(archive))
      expect(readFileSync(join(unpacked, name)).equals(data), name).toBe(true);
  }, 60_000);

  it('holds long names, empty files and large ones as tar writes them', async () => {
    const large = join(work, 'large.bin');
    writeFileSync(large, randomBytes(3 * 1024 * 1024 + 5));
    const empty = join(work, 'empty.bin');
    writeFileSync(empty, '');
    const long = `files/documents/${'a-name-longer-than-a-tar-header-holds-'.repeat(4)}.pdf`;
    const longer = `files/${'x'.repeat(160)}/${'y'.repeat(120)}.pdf`;
    const archive = join(work, 'shapes.tar.gz');
    const writer = createArchiveWriter(archive, undefined);
    const at = new Date('2026-01-02T03:04:05Z');
    await writer.add(long, Buffer.from('long'), at);
    await writer.add(longer, Buffer.from('longer'), at);
    await writer.addFile('files/documents/empty.pdf', () => createReadStream(empty), 0, at);
    await writer.addFile('files/documents/large.pdf', () => createReadStream(large), 3 * 1024 * 1024 + 5, at);
    await writer.finish();
    const ours = await ourEntries(archive);
    expect(ours.map((entry) => [entry.name, entry.size])).toEqual([
      [long, 4],
      [longer, 6],
      ['files/documents/empty.pdf', 0],
      ['files/documents/large.pdf', 3 * 1024 * 1024 + 5],
    ]);
    expect(ours.at(-1)!.sha256).toBe(sha256(readFileSync(large)));
    expect(tarfileEntries(archive)).toEqual(ours);
    const listed = execFileSync('tar', ['--full-time', '-tvzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.map((line) => line.split(/\s+/).slice(-1)[0])).toEqual(ours.map((entry) => entry.name));
    expect(listed.every((line) => line.startsWith('-rw------- ') && line.includes('2026-01-02 03:04:05'))).toBe(true);

    // A tar whose header was changed, or cut inside an entry, even compressed whole: refused as not whole.
    const tar = gunzipSync(readFileSync(archive));
    const changed = Buffer.from(tar);
    changed[0]! ^= 1;
    for (const [what, bytes] of [
      ['a header changed', changed],
      ['cut inside an entry', tar.subarray(0, 512 * 20 + 100)],
    ] as const) {
      const broken = join(work, `${what.replaceAll(' ', '-')}.tar.gz`);
      writeFileSync(broken, gzipSync(bytes));
      await expect(readAll(broken), what).rejects.toThrow('it is damaged or cut short: its tar is not whole');
    }

    // A file that is shorter than said when copied stops the archive.
    const short = createArchiveWriter(join(work, 'short.tar.gz'), undefined);
    await expect(short.addFile('files/documents/short.pdf', () => createReadStream(empty), 10, at)).rejects.toThrow(
      'files/documents/short.pdf changed while it was copied',
    );
    await short.abort();
  }, 60_000);

  it('restores an archive of the earlier, hand-written tar', async () => {
    // Written by the version before tar-stream: an applicant, her document with its thumbnail, her avatar.
    const archive = fileURLToPath(new URL('./fixtures/backup-hand-written-tar.tar.gz', import.meta.url));
    const inArchive = new Map((await readAll(archive)).map((e) => [e.name, e.data]));
    const place = await freshPlace('hand-written-tar');
    const restored = await restoreBackup({
      archive,
      ...place,
      durability: 'relaxed',
      key: undefined,
      unencrypted: true,
    });
    expect(restored).toMatchObject({ rows: 10, files: 3, leftOut: 0, missing: [] });
    const database = await openRestored(place);
    try {
      const [document] = await database.db.select().from(documents);
      const [owner] = await database.db.select().from(users).where(isNotNull(users.avatar));
      for (const name of [
        `files/documents/${document!.filename}`,
        `files/document-thumbnails/${document!.filename}`,
        `files/avatars/${owner!.avatar}`,
      ]) {
        const [, kind, file] = name.split('/') as [string, string, string];
        expect((await storedBytes(place, kind, file)).equals(inArchive.get(name)!), name).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('moving between the embedded database and PostgreSQL', () => {
  it.runIf(inject('testDb') === 'postgres')(
    'restores a backup of either kind into the other',
    async () => {
      // PostgreSQL to the embedded database.
      const t = await createTestApp(withKey);
      cleanups.push(() => t.close());
      const f = await documentsFixtures(t);
      const { user } = await f.applicant();
      const sent = await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf('moved') }]);
      expect(sent.statusCode).toBe(201);
      const fromPostgres = join(work, 'from-postgres.backup');
      await t.app.backups.write(fromPostgres);
      const embedded = { ...(await freshPlace('into-pglite')), databaseUrl: undefined };
      await restoreBackup({ archive: fromPostgres, ...embedded, durability: 'relaxed', key: BACKUP_KEY });
      const restored = await openRestored(embedded);
      const [document] = await restored.db.select().from(documents);
      const [person] = await restored.db.select().from(users).where(eq(users.id, user.id));
      expect(person?.email).toBe(user.email);
      expect(await storedNames(embedded, 'documents')).toEqual([document!.filename]);
      // And back, from the embedded database to PostgreSQL.
      const fromPglite = join(work, 'from-pglite.backup');
      await writeBackup(
        { database: restored, dataDir: embedded.dataDir, files: embedded.files, key: BACKUP_KEY },
        fromPglite,
      );
      await restored.close();
      const place = await freshPlace('back-to-postgres');
      await restoreBackup({ archive: fromPglite, ...place, key: BACKUP_KEY });
      const back = await openRestored(place);
      try {
        expect((await back.db.select().from(documents)).map((row) => row.filename)).toEqual([document!.filename]);
        expect(await storedNames(place, 'documents')).toEqual([document!.filename]);
        expect(await storedNames(place, 'document-thumbnails')).toEqual([document!.filename]);
        // Sequences came along: a new row gets a fresh id.
        const [added] = await back.db
          .insert(users)
          .values({ firstName: 'N', lastName: 'Ew', username: 'newafter', email: 'new@example.org', passwordHash: 'x' })
          .returning();
        expect(added!.id).toBeGreaterThan(user.id);
      } finally {
        await back.close();
      }
    },
    120_000,
  );
});

describe('files in a bucket (FILES_URL)', () => {
  it.runIf(inject('testFiles') === 's3')(
    'are in the backup, restore onto the disk and back into an empty bucket, and never into one that holds files',
    async () => {
      const t = await createTestApp(withKey);
      cleanups.push(() => t.close());
      const f = await documentsFixtures(t);
      const { user } = await f.applicant();
      const bytes = pdf('kept in a bucket');
      expect((await upload(t, user, { typeId: f.types.birth.id }, [{ content: bytes }])).statusCode).toBe(201);
      const fromBucket = join(work, 'from-bucket.backup');
      const summary = await t.app.backups.write(fromBucket);
      expect(summary.files).toBe(2);
      const [document] = await t.database.db.select().from(documents);

      // Into a bucket that holds files: refused, nothing written.
      const busy = { ...(await freshPlace('into-busy-bucket')), files: t.app.fileStorage };
      await expect(restoreBackup({ archive: fromBucket, ...busy, key: BACKUP_KEY })).rejects.toThrow(
        /^the bucket test-[0-9a-f]+ is not empty: restore into an empty bucket \(FILES_URL\)\.$/,
      );
      expect(filesIn(busy.dataDir)).toEqual([]);

      // Onto the disk.
      const disk = await freshPlace('bucket-to-disk', { onDisk: true });
      expect(await restoreBackup({ archive: fromBucket, ...disk, key: BACKUP_KEY })).toMatchObject({
        files: 2,
        missing: [],
      });
      expect(await storedNames(disk, 'documents')).toEqual([document!.filename]);
      expect(filesIn(join(disk.dataDir, 'files', 'documents'))).toEqual([document!.filename]);
      expect((await storedBytes(disk, 'documents', document!.filename)).equals(bytes)).toBe(true);

      // And from the disk into a new bucket.
      const restored = await openRestored(disk);
      const fromDisk = join(work, 'from-disk.backup');
      await writeBackup({ database: restored, dataDir: disk.dataDir, files: disk.files, key: BACKUP_KEY }, fromDisk);
      await restored.close();
      const bucket = await freshPlace('disk-to-bucket');
      await restoreBackup({ archive: fromDisk, ...bucket, key: BACKUP_KEY });
      expect(await allStored(bucket)).toEqual([
        `document-thumbnails/${document!.filename}`,
        `documents/${document!.filename}`,
      ]);
      expect((await storedBytes(bucket, 'documents', document!.filename)).equals(bytes)).toBe(true);
      expect(filesIn(join(bucket.dataDir, 'files'))).toEqual([]);
    },
    120_000,
  );
});

describe('BACKUP_EVERY_HOURS', () => {
  it('writes an encrypted archive into BACKUP_DIR that often, keeping the newest BACKUP_KEEP', async () => {
    const dir = join(work, 'scheduled');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'not a backup: left alone');
    // A plain archive of an earlier version's schedule: the oldest, it goes first.
    const earlier = 'portal-2020-01-01T00-00-00-000Z.tar.gz';
    writeFileSync(join(dir, earlier), '');
    utimesSync(join(dir, earlier), new Date('2020-01-01'), new Date('2020-01-01'));
    // 0.0005 h is 1.8 s.
    const t = await createTestApp({
      env: { BACKUP_EVERY_HOURS: '0.0005', BACKUP_KEEP: '2', BACKUP_DIR: dir, BACKUP_KEY },
    });
    cleanups.push(() => t.close());
    const seen = new Set<string>();
    for (let i = 0; i < 200 && seen.size < 3; i += 1) {
      for (const name of filesIn(dir)) if (name.endsWith('.backup')) seen.add(name);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(filesIn(dir)).not.toContain(earlier);
    const kept = filesIn(dir).filter((name) => name.endsWith('.backup'));
    expect(kept).toHaveLength(2);
    // The oldest went: every archive removed is older than those kept.
    const removed = [...seen].filter((name) => !kept.includes(name));
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((old) => kept.every((name) => name > old))).toBe(true);
    expect(filesIn(dir)).toContain('notes.txt');
    expect((await entryNames(join(dir, kept.at(-1)!))).at(-1)).toBe('end.json');
  }, 60_000);

  it('needs BACKUP_KEY, which a message names without repeating it', () => {
    const dataDir = join(work, 'config');
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '24' })).toThrow(
      /BACKUP_EVERY_HOURS needs BACKUP_KEY/,
    );
    const short = 'short-secret-of-31-characters!!';
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'Invalid configuration:\n  BACKUP_KEY (31 characters, not shown): must be at least 32 characters (make one with: openssl rand -base64 32)',
    );
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_KEY, BACKUP_EVERY_HOURS: '24' }).backups.key).toBe(BACKUP_KEY);
  });
});
