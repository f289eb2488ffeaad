import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { applications } from '../../src/db/schema/index.ts';
import {
  createDocumentStore,
  FILE_LINK_LIFETIME_SECONDS,
  FILE_LINK_WINDOW_SECONDS,
} from '../../src/lib/document-files.ts';
import { createS3Storage, type S3Location } from '../../src/lib/s3-storage.ts';
import { documentsRepository } from '../../src/modules/documents/documents.repository.ts';
import { sweepDocumentFiles } from '../../src/modules/documents/sweep-document-files.ts';
import { runJobs } from '../../src/plugins/jobs.ts';
import { putStored, withOtherSignature } from '../stored-files.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { documentRows, documentsFixtures, expectCreated, pdf, storedFiles, upload } from './helpers.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixtures>>;

/** Makes every file of `folder` `ms` old. */
function ageFiles(folder: string, ms: number) {
  const at = new Date(Date.now() - ms);
  for (const name of readdirSync(folder)) utimesSync(join(folder, name), at, at);
}

beforeAll(async () => {
  t = await createTestApp();
  f = await documentsFixtures(t);
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());
/** The files are in a bucket of moto_server (TEST_FILES=s3), not on the disk. */
const inBucket = inject('testFiles') === 's3';

async function sentDocument(bytes = pdf(), filename = 'Acte de naissance.pdf') {
  const { user } = await f.applicant();
  const response = await upload(t, user, { typeId: f.types.birth.id }, [{ content: bytes, filename }]);
  expectCreated(response);
  return { user, document: response.json().data as { id: number; url: string } };
}

describe('signed links', () => {
  it('serve the file without a token, inline or as a download, never kept by a cache nor sniffed', async () => {
    const bytes = pdf();
    const { document } = await sentDocument(bytes);
    const shown = await t.injectAs(null, { method: 'GET', url: document.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(bytes)).toBe(true);
    expect(shown.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="Acte_de_naissance.pdf"/);
    const saved = await t.injectAs(null, { method: 'GET', url: `${document.url}&download=1` });
    expect(saved.headers['content-disposition']).toBe(
      `attachment; filename="Acte_de_naissance.pdf"; filename*=UTF-8''Acte%20de%20naissance.pdf`,
    );
  });

  it('work at least their lifetime, up to the end of the window it ends in, then are refused (403)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sentAt = Date.now();
    const { document } = await sentDocument();
    const expires = Number(new URL(document.url, 'http://portal.test').searchParams.get('expires'));
    expect(expires % FILE_LINK_WINDOW_SECONDS).toBe(0);
    expect(expires * 1000 - sentAt).toBeGreaterThanOrEqual(FILE_LINK_LIFETIME_SECONDS * 1000 - 1000);
    expect(expires * 1000 - sentAt).toBeLessThanOrEqual((FILE_LINK_LIFETIME_SECONDS + FILE_LINK_WINDOW_SECONDS) * 1000);
    vi.setSystemTime((expires - 5) * 1000);
    expect((await t.injectAs(null, { method: 'GET', url: document.url })).statusCode).toBe(200);
    vi.setSystemTime((expires + 5) * 1000);
    const expired = await t.injectAs(null, { method: 'GET', url: document.url, headers: { 'accept-language': 'it' } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Questo link è scaduto; apri di nuovo il documento dalla candidatura');
  });

  it('are refused when forged: another signature, a later expiry, another file (403)', async () => {
    const { document } = await sentDocument();
    const { document: other } = await sentDocument();
    const link = new URL(document.url, 'http://portal.test');
    const expires = Number(link.searchParams.get('expires'));
    const signature = link.searchParams.get('signature')!;
    const forged = [
      withOtherSignature(`${link.pathname}?expires=${expires}&signature=${signature}`),
      `${link.pathname}?expires=${expires + 3600}&signature=${signature}`,
      `${new URL(other.url, 'http://portal.test').pathname}?expires=${expires}&signature=${signature}`,
      `${link.pathname}?expires=${expires}&signature=`,
      `${link.pathname}?expires=${expires}`,
    ];
    for (const url of forged) {
      const response = await t.injectAs(null, { method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('serve the same file under the other kinds of file path, and nothing for a name no row holds', async () => {
    const { user, document } = await sentDocument();
    const name = new URL(document.url, 'http://x').pathname.split('/').pop();
    for (const kind of ['birth-certificates', 'transcripts', 'file']) {
      const response = await t.injectAs(user, { method: 'GET', url: `/api/files/${kind}/${name}` });
      expect(response.statusCode).toBe(200);
    }
    for (const bad of ['../../jwt-secret', 'x.pdf', `${'0'.repeat(8)}-0000-0000-0000-000000000000.pdf`]) {
      const response = await t.injectAs(user, {
        method: 'GET',
        url: `/api/files/documents/${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('files and rows stay together', () => {
  it.skipIf(inBucket)(
    'removes, in the first round of jobs after a start, the files of a server that died before their row, once older than an upload under way',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
      const script = fileURLToPath(new URL('./write-then-exit.ts', import.meta.url));
      const orphan = execFileSync(process.execPath, ['--import', 'tsx', script, dataDir], { encoding: 'utf8' });
      // The server died over an hour ago: what it left is no upload still on its way.
      ageFiles(join(dataDir, 'files', 'documents'), 61 * 60_000);
      const restarted = await createTestApp({ env: { DATA_DIR: dataDir } });
      try {
        expect(orphan).toMatch(/^[0-9a-f-]{36}\.pdf$/);
        // The server answers before the sweep has run: it is a job of its rounds, not of its start.
        expect(await storedFiles(restarted)).toContain(orphan);
        // Each job's claim for the round ends at once (0 ms): only the sweep's own daily claim holds after it.
        expect(await runJobs(restarted.app, 0)).toContain('document files');
        expect(await storedFiles(restarted)).toEqual([]);
        // Once a day: a second round within the day runs the job, which leaves the sweep to the next day.
        execFileSync(process.execPath, ['--import', 'tsx', script, dataDir], { encoding: 'utf8' });
        ageFiles(join(dataDir, 'files', 'documents'), 61 * 60_000);
        expect(await runJobs(restarted.app, 0)).toContain('document files');
        expect(await storedFiles(restarted)).toHaveLength(2);
      } finally {
        await restarted.close();
      }
    },
  );

  it.skipIf(inBucket)('keeps the files rows name when it sweeps', async () => {
    const { document } = await sentDocument();
    const dataDir = t.config.dataDir;
    const script = fileURLToPath(new URL('./write-then-exit.ts', import.meta.url));
    const orphan = execFileSync(process.execPath, ['--import', 'tsx', script, dataDir], { encoding: 'utf8' });
    expect(await storedFiles(t)).toContain(orphan);
    // Just written: it may be an upload whose row is on its way, so it stays an hour.
    expect(await sweepDocumentFiles(t.app)).not.toContain(orphan);
    const removed = await sweepDocumentFiles(t.app, Date.now() + 61 * 60_000);
    expect(removed).toContain(orphan);
    expect(removed).toHaveLength(2);
    const kept = await storedFiles(t);
    expect(kept).toContain(new URL(document.url, 'http://x').pathname.split('/').pop());
    expect(kept.length).toBe((await documentRows(t)).length);
  });

  it.runIf(inBucket)(
    'sweeps the bucket of objects no row names once older than an upload under way, paging through it',
    async () => {
      const { document } = await sentDocument();
      const named = new URL(document.url, 'http://x').pathname.split('/').pop()!;
      const orphans = Array.from({ length: 3 }, () => `${crypto.randomUUID()}.pdf`);
      for (const orphan of orphans) await putStored(t, 'documents', orphan, '%PDF-1.4\n%%EOF\n');
      await putStored(t, 'document-thumbnails', orphans[0]!, 'a thumbnail whose row never came');
      // Just written: they may be another server's upload whose row is on its way.
      expect(await sweepDocumentFiles(t.app)).toEqual([]);
      expect(await storedFiles(t)).toEqual(expect.arrayContaining(orphans));
      // Over an hour later they are orphans; the listing comes a page of two at a time.
      const store = createDocumentStore(createS3Storage(t.config.files as S3Location, { pageSize: 2 }));
      const later = Date.now() + 61 * 60_000;
      const removed = await store
        .sweep((names) => documentsRepository.namedFiles(t.database.db, names), later)
        .finally(() => store.storage.close());
      expect(removed.sort()).toEqual([...orphans, `document-thumbnails/${orphans[0]}`].sort());
      const kept = await storedFiles(t);
      expect(kept).toContain(named);
      expect(kept.length).toBe((await documentRows(t)).length);
    },
  );

  it('removes the files of a cancelled application, and of a deleted account, keeping its application', async () => {
    const cancelled = await sentDocument();
    const cancelledName = new URL(cancelled.document.url, 'http://x').pathname.split('/').pop();
    const applicationId = (await documentRows(t)).find((row) => row.id === cancelled.document.id)!.applicationId;
    const cancel = await t.injectAs(cancelled.user, { method: 'DELETE', url: `/api/applications/${applicationId}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await storedFiles(t)).not.toContain(cancelledName);

    const leaving = await sentDocument();
    const leavingName = new URL(leaving.document.url, 'http://x').pathname.split('/').pop();
    const leavingApplication = (await documentRows(t)).find((row) => row.id === leaving.document.id)!.applicationId;
    const admin = await t.createUser({ role: 'ADMIN' });
    const removed = await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${leaving.user.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await storedFiles(t)).not.toContain(leavingName);
    expect((await documentRows(t)).some((row) => row.id === leaving.document.id)).toBe(false);
    expect((await storedFiles(t)).length).toBe((await documentRows(t)).length);
    const [kept] = await t.database.db.select().from(applications).where(eq(applications.id, leavingApplication));
    expect(kept).toMatchObject({ id: leavingApplication, userId: null });
  });

  it('removes the file of an upload whose row could not be written', async () => {
    const { user } = await f.applicant();
    const db = t.database.db;
    await db.execute(`create function refuse_documents() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db.execute(
      'create trigger refuse_documents before insert on documents for each row execute function refuse_documents()',
    );
    try {
      const before = await storedFiles(t);
      const response = await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]);
      expect(response.statusCode).toBe(500);
      expect(await storedFiles(t)).toEqual(before);
    } finally {
      await db.execute('drop trigger refuse_documents on documents');
      await db.execute('drop function refuse_documents()');
    }
    expectCreated(await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]));
  });
});
