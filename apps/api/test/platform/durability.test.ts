import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { DataDirInUse } from '../../src/db/data-dir-lock.ts';
import type { Durability } from '../../src/db/durability.ts';
import { trackWrites } from '../../src/db/pglite-files.ts';
import { users } from '../../src/db/schema/index.ts';
import { openTestDatabase } from '../test-app.ts';
import { startServer, straceUnavailable, traceSince } from './server-process.ts';

const work = mkdtempSync(join(tmpdir(), 'portal-durability-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const admin = { email: 'admin@example.org', password: 'change-me-now' };
const secret = 'durability-test-secret-long-enough-for-hs256';
const text = (word: string) => ({ en: word, fr: word, it: word });

/** Index of the first line where a flush of a file in the embedded database's log completes. */
function logFlushedAt(lines: string[]): number {
  const waiting = new Set<string>();
  return lines.findIndex((line) => {
    const pid = line.split(/\s+/)[0]!;
    // A call another thread interrupts is written in two lines: "fdatasync(58</…/pg_wal/…> <unfinished ...>".
    const flush = /\b(fdatasync|fsync)\(\d+<[^>]*\/pglite\/pg_wal\/[^>]*>(\)| <unfinished)/.test(line);
    if (flush && line.includes('<unfinished ...>')) {
      waiting.add(pid);
      return false;
    }
    if (flush) return / = 0$/.test(line);
    if (waiting.has(pid) && /<\.\.\. f(data)?sync resumed>.* = 0$/.test(line)) return true;
    return false;
  });
}

/** A line where the server starts writing an answer with that status to a client (strace pads a short pid). */
const isAnswer = (line: string, status: string) => /^\d+\s+writev?\(/.test(line) && line.includes(`HTTP/1.1 ${status}`);
const answerAt = (lines: string[], status: string) => lines.findIndex((line) => isAnswer(line, status));

/** Starts the real server under strace, signs in, then answers the trace of one write through the API. */
async function traceOneWrite(durability: 'durable' | 'relaxed') {
  const dataDir = join(work, `server-${durability}`);
  const file = join(work, `trace-${durability}.txt`);
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DURABILITY: durability,
      JWT_SECRET: secret,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      WEB_DIST: join(work, 'no-web'),
      // The administrator signs in with the password alone: what is traced is the write's flush.
      STAFF_2FA: 'optional',
    },
    { strace: { file, syscalls: ['fsync', 'fdatasync', 'write', 'writev'] } },
  );
  try {
    const signIn = await fetch(`${server.base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: admin.email, password: admin.password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const write = await fetch(`${server.base}/api/handicaps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: text('Traced') }),
    });
    expect(write.status).toBe(201);
  } finally {
    // strace has written every line once the server is gone.
    await server.stop();
  }
  const whole = traceSince(file, 0);
  // From the answer to the sign-in (the last 200) to the answer to the write (the only 201).
  const answered = answerAt(whole, '201');
  if (answered < 0) {
    // Say what the trace holds, so that a failure here can be read without running it again.
    const answers = whole.filter((line) => line.includes('HTTP/1.1')).slice(-5);
    throw new Error(`no answer 201 in a trace of ${whole.length} lines; its last answers:\n${answers.join('\n')}`);
  }
  const signedIn = whole.slice(0, answered).findLastIndex((line) => isAnswer(line, '200'));
  return { window: whole.slice(signedIn + 1, answered + 1), whole };
}

const noStrace = straceUnavailable();
const skipNote = noStrace ? ` (skipped: ${noStrace})` : '';

describe('acknowledged means on disk, on the embedded database', () => {
  it.skipIf(noStrace)(
    `flushes a file of pglite/pg_wal before the answer to a write leaves${skipNote}`,
    { timeout: 120_000 },
    async () => {
      const { window } = await traceOneWrite('durable');
      const flushed = logFlushedAt(window);
      const answered = answerAt(window, '201');
      expect(answered, window.join('\n')).toBeGreaterThanOrEqual(0);
      expect(flushed, window.join('\n')).toBeGreaterThanOrEqual(0);
      expect(flushed).toBeLessThan(answered);
    },
  );

  it.skipIf(noStrace)(
    `flushes nothing of the embedded database with DURABILITY=relaxed${skipNote}`,
    { timeout: 120_000 },
    async () => {
      const { window, whole } = await traceOneWrite('relaxed');
      expect(answerAt(window, '201')).toBeGreaterThanOrEqual(0);
      expect(logFlushedAt(whole)).toBe(-1);
      expect(whole.some((line) => /f(data)?sync\(\d+<[^>]*\/pglite\//.test(line))).toBe(false);
    },
  );

  it('shares flushes among concurrent writes on disk: fewer flushes than writes, each write on disk when released', async () => {
    const database = await openDatabase({ dataDir: join(work, 'group'), durability: 'durable' });
    try {
      await database.db.execute(sql`create table saves (id serial primary key, body text)`);
      await database.durability.flushed();
      const before = database.durability.stats();
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          await database.db.execute(sql`insert into saves (body) values (${`save ${i}`})`);
          await database.durability.flushed();
        }),
      );
      const after = database.durability.stats();
      expect(after.changes).toBeGreaterThan(before.changes);
      expect(after.flushes - before.flushes).toBeGreaterThanOrEqual(1);
      expect(after.flushes - before.flushes).toBeLessThan(20);
      // Nothing is left waiting for a flush: every write was on disk when its writer was released.
      expect(after.durable).toBe(after.changes);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a second process (or a second open) on the same embedded database', async () => {
    const dataDir = join(work, 'locked');
    const first = await openDatabase({ dataDir, durability: 'relaxed' });
    try {
      await expect(openDatabase({ dataDir, durability: 'relaxed' })).rejects.toThrow(DataDirInUse);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, durability: 'relaxed' });
    await again.close();
  }, 120_000);
});

/** A Durability that records what the wrapped file system tells it, for the ordering rules. */
function recordingDurability() {
  const log: string[] = [];
  const pending = new Set<string>();
  const durability: Durability = {
    mode: 'durable',
    wrote: (path) => {
      pending.add(path);
      log.push(`wrote ${path}`);
    },
    wroteLater: (path) => {
      pending.add(path);
      log.push(`later ${path}`);
    },
    changedEntries: (path) => {
      pending.add(path);
      log.push(`entries ${path}`);
    },
    moved: (from, to) => log.push(`moved ${from} ${to}`),
    removed: (path) => log.push(`removed ${path}`),
    pending: (select) => [...pending].some(select),
    flushNow: (select) => {
      const chosen = [...pending].filter(select).sort();
      for (const path of chosen) pending.delete(path);
      log.push(`flush ${chosen.join(' ')}`);
    },
    flushed: async () => undefined,
    close: async () => undefined,
    stats: () => ({ flushes: 0, changes: 0, durable: 0, pathsFlushed: 0 }),
  };
  return { durability, log };
}

describe("the embedded database's write order", () => {
  const root = '/data/pglite';
  const node = (path: string) => ({ name: path.split('/').pop()!, path });
  function fakeNodeFs(log: string[]) {
    return {
      realPath: (n: { path: string }) => n.path,
      node_ops: {
        mknod: (parent: { path: string }, name: string, _mode?: number) => {
          log.push(`create ${parent.path}/${name}`);
          return node(`${parent.path}/${name}`);
        },
        rename: (n: { path: string }, parent: { path: string }, name: string) =>
          void log.push(`rename ${n.path} ${parent.path}/${name}`),
        unlink: (parent: { path: string }, name: string) => void log.push(`unlink ${parent.path}/${name}`),
        rmdir: (parent: { path: string }, name: string) => void log.push(`rmdir ${parent.path}/${name}`),
        symlink: () => undefined,
        setattr: () => undefined,
      },
      stream_ops: {
        write: (
          stream: { node: { path: string } },
          _buffer: Int8Array,
          _offset: number,
          length: number,
          _position?: number,
        ) => {
          log.push(`write ${stream.node.path}`);
          return length;
        },
        setattr: () => undefined,
      },
    };
  }
  const PAGE = 8192;
  const page = (byte: number) => new Int8Array(PAGE).fill(byte);

  it('flushes the log written so far before a page it describes, but not before a fresh all-zero page', () => {
    const { durability, log } = recordingDurability();
    const fs = fakeNodeFs(log);
    trackWrites(fs as never, root, durability);
    const wal = { node: node(`${root}/pg_wal/000000010000000000000001`) };
    const table = { node: node(`${root}/base/5/16384`) };
    fs.stream_ops.write(wal, page(1), 0, 8192);
    fs.stream_ops.write(table, page(0), 0, 8192);
    fs.stream_ops.write(table, page(7), 0, 8192);
    fs.stream_ops.write(table, page(7), 0, 8192);
    expect(log).toEqual([
      `write ${wal.node.path}`,
      `wrote ${wal.node.path}`,
      `write ${table.node.path}`,
      `later ${table.node.path}`,
      `flush ${wal.node.path}`,
      `write ${table.node.path}`,
      `later ${table.node.path}`,
      // The log was flushed and nothing was added to it since: no second wait.
      `write ${table.node.path}`,
      `later ${table.node.path}`,
    ]);
  });

  it("waits for the log only when a page names a position the flushed log does not reach, as PostgreSQL's own rule", () => {
    const { durability, log } = recordingDurability();
    const fs = fakeNodeFs(log);
    trackWrites(fs as never, root, durability);
    const wal = { node: node(`${root}/pg_wal/000000010000000000000001`) };
    const table = { node: node(`${root}/base/5/16384`) };
    const status = { node: node(`${root}/pg_xact/0000`) };
    // A page of the log at its address (`xlp_pageaddr`, 64 bits at byte 8); a table's page at its `pd_lsn` (the
    // high half first). Both as PostgreSQL writes them, little-endian.
    const logPage = (address: number) => {
      const bytes = new Int8Array(PAGE).fill(1);
      new DataView(bytes.buffer).setBigUint64(8, BigInt(address), true);
      return bytes;
    };
    const tablePage = (position: number) => {
      const bytes = new Int8Array(PAGE).fill(7);
      const view = new DataView(bytes.buffer);
      view.setUint32(0, Math.floor(position / 2 ** 32), true);
      view.setUint32(4, position % 2 ** 32, true);
      return bytes;
    };
    const twoLogPages = new Int8Array(2 * PAGE);
    twoLogPages.set(logPage(0x1000000), 0);
    twoLogPages.set(logPage(0x1002000), PAGE);
    fs.stream_ops.write(wal, twoLogPages, 0, 2 * PAGE, 0);
    // Changed by a record past what is flushed (nothing yet): the log first, up to the last page's address.
    fs.stream_ops.write(table, tablePage(0x1001000), 0, PAGE, 0);
    // More log: the last page again, with more records, and the next one.
    const more = new Int8Array(2 * PAGE);
    more.set(logPage(0x1002000), 0);
    more.set(logPage(0x1004000), PAGE);
    fs.stream_ops.write(wal, more, 0, 2 * PAGE, 2 * PAGE);
    log.length = 0;
    // Below the address of the last page when the log was flushed: on disk already, no wait.
    fs.stream_ops.write(table, tablePage(0x1001ff0), 0, PAGE, PAGE);
    // Within that last page, which was written again since: the wait.
    fs.stream_ops.write(table, tablePage(0x1002010), 0, PAGE, 2 * PAGE);
    expect(log).toEqual([
      `write ${table.node.path}`,
      `later ${table.node.path}`,
      `flush ${wal.node.path}`,
      `write ${table.node.path}`,
      `later ${table.node.path}`,
    ]);
    // A page that is not a table's (the transactions' status), or not a whole page: the whole log first, always.
    fs.stream_ops.write(wal, logPage(0x1004000), 0, PAGE, 4 * PAGE);
    fs.stream_ops.write(status, tablePage(0x10), 0, PAGE, 0);
    fs.stream_ops.write(wal, logPage(0x1004000), 0, PAGE, 4 * PAGE);
    fs.stream_ops.write(table, tablePage(0x10), 0, 512, 0);
    expect(log.filter((line) => line.startsWith('flush'))).toEqual([
      `flush ${wal.node.path}`,
      `flush ${wal.node.path}`,
      `flush ${wal.node.path}`,
    ]);
  });

  it('flushes everything pending before the control file, and the control file right after', () => {
    const { durability, log } = recordingDurability();
    const fs = fakeNodeFs(log);
    trackWrites(fs as never, root, durability);
    const wal = { node: node(`${root}/pg_wal/000000010000000000000001`) };
    const table = { node: node(`${root}/base/5/16384`) };
    const control = { node: node(`${root}/global/pg_control`) };
    fs.stream_ops.write(table, page(0), 0, 8192);
    fs.stream_ops.write(wal, page(1), 0, 8192);
    log.length = 0;
    fs.stream_ops.write(control, page(2), 0, 512);
    expect(log).toEqual([
      `flush ${table.node.path} ${wal.node.path}`,
      `write ${control.node.path}`,
      `later ${control.node.path}`,
      `flush ${control.node.path}`,
    ]);
  });

  it('reports new, renamed and removed files with their directories, and leaves temporary files alone', () => {
    const { durability, log } = recordingDurability();
    const fs = fakeNodeFs(log);
    trackWrites(fs as never, root, durability);
    const walDir = node(`${root}/pg_wal`);
    fs.node_ops.mknod(walDir, 'xlogtemp.42', 0o100600);
    fs.node_ops.rename(node(`${root}/pg_wal/xlogtemp.42`), walDir, '000000010000000000000002');
    fs.node_ops.unlink(walDir, '000000010000000000000001');
    fs.node_ops.mknod(node(`${root}/base`), '16400', 0o040700);
    fs.stream_ops.write({ node: node(`${root}/base/pgsql_tmp/pgsql_tmp42.0`) }, page(3), 0, 8192);
    fs.node_ops.mknod(node(`${root}/base/5`), '16401', 0o100600);
    expect(log.filter((line) => !/^(create|rename|unlink|write) /.test(line))).toEqual([
      `wrote ${root}/pg_wal/xlogtemp.42`,
      `entries ${root}/pg_wal`,
      `moved ${root}/pg_wal/xlogtemp.42 ${root}/pg_wal/000000010000000000000002`,
      `removed ${root}/pg_wal/000000010000000000000001`,
      `entries ${root}/base/16400`,
      `entries ${root}/base`,
      // A table's new file: its entry goes with the next answer, its pages with the next checkpoint.
      `later ${root}/base/5/16401`,
      `entries ${root}/base/5`,
    ]);
  });
});

describe('an answer whose flush fails', () => {
  it('is not a success: with a full disk the write answers 507, and so does a read that would show it', async () => {
    const database = await openTestDatabase();
    let failing = false;
    const full = Object.assign(new Error('no space left on device, fdatasync'), { code: 'ENOSPC' });
    const durability: Durability = {
      ...database.durability,
      mode: 'durable',
      flushed: async () => {
        if (failing) throw full;
      },
      // Once failing, a change waits for a flush that never succeeds (the hook skips the wait when nothing changed).
      stats: () => ({ flushes: 0, changes: failing ? 1 : 0, durable: 0, pathsFlushed: 0 }),
    };
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(work, 'failing'),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(work, 'no-web'),
    });
    const app = await buildApp({ config, database: { ...database, durability }, logger: false });
    try {
      await app.ready();
      const [row] = await database.db
        .insert(users)
        .values({
          firstName: 'A',
          lastName: 'Admin',
          username: 'flushadmin',
          email: 'flush@example.org',
          passwordHash: 'x',
          role: 'ADMIN',
        })
        .returning();
      const token = await app.accessTokens.sign({ userId: row!.id, role: 'ADMIN', version: row!.tokenVersion });
      failing = true;
      const write = await app.inject({
        method: 'POST',
        url: '/api/handicaps',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: text('Unflushed') },
      });
      expect(write.statusCode).toBe(507);
      expect(write.json().code).toBe('INSUFFICIENT_STORAGE');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(507);
      failing = false;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
