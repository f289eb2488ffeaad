import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { DataDirError, explainOpenFailure } from '../../src/db/start-failure.ts';
import { nodeStorageFs, type StorageFs } from '../../src/lib/storage.ts';
import { serverScript } from './server-process.ts';

const work = mkdtempSync(join(tmpdir(), 'portal-start-storage-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const systemError = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: ${syscall}`), { code, errno: -1, syscall });

/** Node's file system, but every call that would write fails with `code`. */
const refusingFs = (code: string): StorageFs => ({
  ...nodeStorageFs,
  mkdir: async () => {
    throw systemError(code, 'mkdir');
  },
  open: async () => {
    throw systemError(code, 'open');
  },
});

describe('starting on a disk that takes no writes', () => {
  it("names DATA_DIR and the cause when PGlite reports the system's error as a bare Emscripten number", async () => {
    const dataDir = join(work, 'a');
    for (const [errno, words] of [
      [51, 'no space left on device'],
      [69, 'read-only file system'],
      [19, 'disk quota exceeded'],
    ] as const) {
      const explained = await explainOpenFailure({ name: 'ErrnoError', errno }, dataDir);
      expect(explained).toBeInstanceOf(DataDirError);
      expect((explained as Error).message).toBe(
        `Cannot start: DATA_DIR ${dataDir}: ${words}; the embedded database in ${join(dataDir, 'pglite')} cannot write there.`,
      );
    }
  });

  it('finds the cause by a small write when PGlite only says it failed to initialize', async () => {
    const vague = new Error('PGlite failed to initialize properly');
    const full = await explainOpenFailure(vague, join(work, 'b'), refusingFs('ENOSPC'));
    expect((full as Error).message).toContain('no space left on device');
    const readOnly = await explainOpenFailure(vague, join(work, 'b'), refusingFs('EROFS'));
    expect((readOnly as Error).message).toContain('read-only file system');
    expect((readOnly as Error).cause).toBe(vague);
    // A disk that takes the write leaves the error as it was: it is not the disk's fault.
    expect(await explainOpenFailure(vague, join(work, 'b'))).toBe(vague);
  });

  it('fails the start path with that one line when the data directory cannot be written', async () => {
    const dataDir = join(work, 'c');
    await expect(openDatabase({ dataDir, probeFs: refusingFs('EROFS') })).rejects.toThrow(
      new DataDirError(
        `Cannot start: DATA_DIR ${dataDir}: read-only file system; the embedded database in ${join(dataDir, 'pglite')} cannot write there.`,
      ),
    );
  });

  it('makes the server say so in one line and exit non-zero, for a new and for an existing database', async () => {
    const existing = join(work, 'existing');
    const database = await openDatabase({ dataDir: existing, durability: 'relaxed' });
    await database.close();
    const fresh = join(work, 'fresh');
    mkdirSync(fresh);
    for (const dataDir of [fresh, existing]) {
      const run = startOnFullDisk(dataDir);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        `Cannot start: DATA_DIR ${dataDir}: no space left on device; the embedded database in ${join(dataDir, 'pglite')} cannot write there.`,
      ]);
    }
  }, 120_000);

  it('says so as a configuration error when DATA_DIR itself cannot be made', () => {
    const dataDir = join(work, 'missing');
    const run = startOnFullDisk(dataDir);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr.trim()).toBe(
      `Invalid configuration:\n  DATA_DIR=${JSON.stringify(dataDir)}: no space left on device`,
    );
  });
});

/** The real server, started with every write under `dataDir` failing as on a full disk. */
function startOnFullDisk(dataDir: string) {
  const preload = fileURLToPath(new URL('./no-space-preload.mjs', import.meta.url));
  return spawnSync(process.execPath, ['--import', preload, '--import', 'tsx', serverScript], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      FULL_DISK_DIR: dataDir,
      JWT_SECRET: 'start-storage-secret-long-enough-for-hs256',
      PORT: '0',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
