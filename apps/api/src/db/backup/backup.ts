import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type FileStorage, isTemporary } from '../../lib/file-storage.ts';
import type { Database } from '../client.ts';
import type { RemovalHold } from '../durable-storage.ts';
import { createArchiveWriter } from './archive.ts';
import { dumpDatabase } from './dump.ts';
import { newArchiveKeys } from './encryption.ts';
import { BackupFailure } from './failure.ts';

/**
 * A backup is one `.tar.gz`, in this order (a restore reads it front to back):
 * - `backup.json`: what made it and when, and the database's kind;
 * - `database/plan.json`: the schema version, the tables in the order they load, the sequences;
 * - `database/<table>/<n>.jsonl`: the rows, as JSON lines, in chunks;
 * - `files/<kind>/<name>`: the stored files (documents, their thumbnails, avatars, quotes' pictures), from the disk
 *   or the bucket (FILES_URL);
 * - `jwt-secret`: the generated signing secret, when DATA_DIR holds one;
 * - `end.json`: the rows and files it holds (an archive without it was cut short).
 * With BACKUP_KEY the whole `.tar.gz` is encrypted and authenticated (encryption.ts, decision 544).
 */
export const BACKUP_FORMAT = 'scholarship-portal-backup';
export const BACKUP_VERSION = 1;

export type BackupSummary = {
  path: string;
  bytes: number;
  rows: number;
  tables: number;
  files: number;
  fileBytes: number;
  seconds: number;
  /** Encrypted with BACKUP_KEY; otherwise a plain `.tar.gz` anyone who has it can read and change. */
  encrypted: boolean;
};

/** A backup that will not start: the message says why and what to do. Nothing was written. */
export class BackupRefused extends BackupFailure {}

export type BackupSource = {
  database: Database;
  /** Holds the signing secret (`jwt-secret`), and the files when they are on the disk. */
  dataDir: string;
  /** Where the files are: DATA_DIR/files, or a bucket. */
  files: FileStorage;
  /** Removals of stored files wait while the files are copied (the server's; absent when nothing else runs). */
  removals?: RemovalHold;
  /** BACKUP_KEY: the archive is encrypted with it. */
  key: string | undefined;
};

export type BackupOptions = {
  /** Replaces a file already at `out` (otherwise refused). */
  force?: boolean;
  /** Writes a plain `.tar.gz`, whether or not there is a key (otherwise a backup without a key is refused). */
  unencrypted?: boolean;
  /** Called between the rows and the files (tests). */
  afterDatabase?: () => Promise<void>;
};

const noKey =
  'BACKUP_KEY is not set: set it (at least 32 characters, kept somewhere other than this machine) to write an ' +
  'encrypted archive, or give --unencrypted to write one that anybody who has it can read and change';

const taken = (path: string) => `${path} already exists: give another name, or --force to replace it`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

async function flushFile(path: string, directory = false) {
  const handle = await open(path, 'r');
  try {
    await (directory ? handle.sync() : handle.datasync());
  } finally {
    await handle.close();
  }
}

/**
 * Writes a consistent backup to `out` while the server keeps answering. Consistent: the rows are read in one
 * snapshot; the files are copied after it, while removals of stored files wait. A file is written (and flushed)
 * before the row that names it, so every row of the snapshot finds its file; a file written after the snapshot is
 * copied too, names no row of the backup, and a restore leaves it out. The archive appears under its name only
 * once whole and flushed.
 */
export async function writeBackup(
  source: BackupSource,
  out: string,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const started = performance.now();
  const path = resolve(out);
  if (!source.key && !options.unencrypted) throw new BackupRefused(noKey);
  if (!options.force && existsSync(path)) throw new BackupRefused(taken(path));
  const keys = source.key && !options.unencrypted ? await newArchiveKeys(source.key) : undefined;
  const temporary = join(dirname(path), `.${basename(path)}.${randomUUID()}.part`);
  const archive = createArchiveWriter(temporary, keys);
  const release = source.removals?.hold();
  const counts = { rows: 0, tables: 0, files: 0, fileBytes: 0 };
  try {
    await archive.add(
      'backup.json',
      json({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        created: new Date().toISOString(),
        database: source.database.kind,
      }),
    );
    const rows = await dumpDatabase(source.database.db, {
      plan: (plan) => archive.add('database/plan.json', json(plan)),
      rows: (table, chunk, lines) =>
        archive.add(`database/${table}/${String(chunk).padStart(6, '0')}.jsonl`, Buffer.from(`${lines.join('\n')}\n`)),
    });
    counts.tables = Object.keys(rows).length;
    counts.rows = Object.values(rows).reduce((sum, n) => sum + n, 0);
    await options.afterDatabase?.();
    // Every finished file (a `.part` is a write under way), copied as the listing reaches it.
    for await (const file of source.files.list('')) {
      if (isTemporary(file.key) || !file.key.includes('/')) continue;
      await archive.addFile(`files/${file.key}`, file.open, file.size, file.modified);
      counts.files += 1;
      counts.fileBytes += file.size;
    }
    const secret = join(source.dataDir, 'jwt-secret');
    if (existsSync(secret)) await archive.add('jwt-secret', await readFile(secret));
    await archive.add('end.json', json({ rows, files: counts.files, fileBytes: counts.fileBytes }));
    await archive.finish();
    await flushFile(temporary);
    // Checked again: a file may have come meanwhile.
    if (!options.force && existsSync(path)) throw new BackupRefused(taken(path));
    await rename(temporary, path);
    await flushFile(dirname(path), true);
  } catch (error) {
    await archive.abort();
    await unlink(temporary).catch(() => undefined);
    throw error;
  } finally {
    await release?.();
  }
  const { size } = await stat(path);
  return {
    path,
    bytes: size,
    ...counts,
    seconds: Math.round(performance.now() - started) / 1000,
    encrypted: Boolean(keys),
  };
}
