import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';
import { type FilesLocation, loadConfig } from '../../src/config.ts';
import { readArchive } from '../../src/db/backup/archive.ts';
import { archiveKeys } from '../../src/db/backup/encryption.ts';
import { openDatabase } from '../../src/db/client.ts';
import type { FileStorage } from '../../src/lib/file-storage.ts';
import { openFileStorage } from '../../src/lib/open-file-storage.ts';
import { testFilesEnv } from '../test-app.ts';

/** The key tests write archives with (BACKUP_KEY), and another one. */
export const BACKUP_KEY = 'a test backup key of more than thirty-two characters';
export const OTHER_KEY = 'another backup key, also over thirty-two characters';

/** A folder for one test file's archives and places, removed with what `cleanups` holds once the file is done. */
export function backupWorkspace() {
  const work = mkdtempSync(join(tmpdir(), 'portal-backups-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  /**
   * An empty place to restore into, on the kind of database and of file storage the tests run on (or the disk, with
   * `onDisk`): a new DATA_DIR, a new database, and a new bucket.
   */
  async function freshPlace(name: string, { onDisk = false } = {}): Promise<Place> {
    const dataDir = join(work, name);
    const filesEnv = onDisk ? {} : await testFilesEnv();
    // The files' location as the server reads it from the environment, without creating DATA_DIR.
    const { files: location } = loadConfig({ DATA_DIR: work, JWT_SECRET: 'x'.repeat(32), ...filesEnv });
    const files = openFileStorage(location, dataDir);
    cleanups.push(async () => files.close());
    const place = { dataDir, files, filesEnv, config: { dataDir, files: location } };
    if (inject('testDb') !== 'postgres') return place;
    const base = inject('postgresUrl');
    const database = `r_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: base, durability: 'relaxed' });
    await admin.db.execute(`create database ${database}`);
    await admin.close();
    cleanups.push(async () => {
      const cleanup = await openDatabase({ databaseUrl: base, durability: 'relaxed' });
      await cleanup.db.execute(`drop database if exists ${database} with (force)`);
      await cleanup.close();
    });
    return { ...place, databaseUrl: base.replace(/\/[^/]*$/, `/${database}`) };
  }

  return { work, cleanups, freshPlace };
}

/**
 * A place to restore into: DATA_DIR, the database, where the files go (`files`, its environment `filesEnv`), and
 * `config` as the helpers of test/stored-files.ts read it.
 */
export type Place = {
  dataDir: string;
  databaseUrl?: string;
  files: FileStorage;
  filesEnv: Record<string, string>;
  config: { dataDir: string; files: FilesLocation };
};

export const openRestored = (place: Pick<Place, 'dataDir' | 'databaseUrl'>) =>
  openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl, durability: 'relaxed' });

/** The environment of a command run on `place`: its DATA_DIR and DATABASE_URL, and BACKUP_KEY unless told. */
export const placeEnv = (place: Place, env: Record<string, string> = {}) => ({
  DATA_DIR: place.dataDir,
  DATABASE_URL: place.databaseUrl ?? '',
  DURABILITY: 'relaxed',
  BACKUP_KEY,
  ...place.filesEnv,
  ...env,
});

export const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** Whether the place's database holds anything: a database in DATA_DIR, or tables in DATABASE_URL's. */
export async function holdsTables(place: Pick<Place, 'dataDir' | 'databaseUrl'>): Promise<boolean> {
  if (!place.databaseUrl) return existsSync(join(place.dataDir, 'pglite'));
  const database = await openRestored(place);
  try {
    const result = await database.db.execute(
      `select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    return (result as unknown as { rows: { tables: number }[] }).rows[0]!.tables > 0;
  } finally {
    await database.close();
  }
}

/** The names of an archive's entries, in order: encrypted with BACKUP_KEY, or with `key` (`null`: a plain one). */
export async function entryNames(path: string, key: string | null = BACKUP_KEY): Promise<string[]> {
  const keys = key ? await archiveKeys(path, key) : undefined;
  const names: string[] = [];
  for await (const entry of readArchive(path, keys)) names.push(entry.name);
  return names;
}

export type Run = { status: number | null; stdout: string; stderr: string };

/**
 * Runs a command to its end, with its output, without blocking this process (the server under test answers); in
 * this process's environment with `env` over it.
 */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  cwd?: string,
): Promise<Run> {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Runs a script of the API's package as npm would, without blocking this process (the server under test answers).
 * Only what `env` gives: nothing of this process's DATABASE_URL or BACKUP_KEY.
 */
export function runScript(
  script: 'backup' | 'restore' | 'retention' | 'breach-drill',
  args: string[],
  env: Record<string, string | undefined>,
) {
  const path = fileURLToPath(new URL(`../../scripts/${script}.ts`, import.meta.url));
  return runCommand(process.execPath, ['--import', 'tsx', path, ...args], { DATABASE_URL: '', BACKUP_KEY: '', ...env });
}
