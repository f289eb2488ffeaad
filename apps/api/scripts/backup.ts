import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, dataLocation } from '../src/config.ts';
import { type BackupOptions, BackupRefused, type BackupSummary, writeBackup } from '../src/db/backup/backup.ts';
import { askServer } from '../src/db/backup/control.ts';
import { BackupFailure, describeFailure } from '../src/db/backup/failure.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataDirError } from '../src/db/start-failure.ts';
import { openFileStorage } from '../src/lib/open-file-storage.ts';

/**
 * `npm run backup -- --out FILE [--force] [--unencrypted]`: one archive of the database and the stored files, taken
 * while the server runs, encrypted with BACKUP_KEY. A server running on this DATA_DIR writes it (it has the database
 * open, and its own BACKUP_KEY); with none running, this process opens the database itself. Run it with the server's
 * DATA_DIR, DATABASE_URL and BACKUP_KEY, as the server's user. Exit status: 0 written, 1 failed, 2 refused (nothing
 * written: no FILE, FILE exists without --force, no BACKUP_KEY without --unencrypted).
 */
const usage =
  'Usage: npm run backup -- --out FILE [--force] [--unencrypted] (a new file; the folder must exist; --force replaces ' +
  'an existing FILE; --unencrypted writes a plain .tar.gz without BACKUP_KEY)';
let values: { out?: string; force?: boolean; unencrypted?: boolean };
try {
  ({ values } = parseArgs({
    options: { out: { type: 'string' }, force: { type: 'boolean' }, unencrypted: { type: 'boolean' } },
  }));
} catch {
  values = {};
}
if (!values.out) {
  console.error(usage);
  process.exit(2);
}
// Paths as the caller typed them, from where they typed them (npm runs this from the API's folder).
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const options: BackupOptions = { force: values.force, unencrypted: values.unencrypted };
// The data directory `npm start` uses, whichever folder this runs from.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const describe = (summary: BackupSummary) =>
  `Backup written to ${summary.path} (${megabytes(summary.bytes)}, ` +
  `${summary.encrypted ? 'encrypted with BACKUP_KEY' : 'NOT encrypted: anybody who has it can read and change it'}): ` +
  `${summary.rows} rows of ${summary.tables} tables, ${summary.files} files (${megabytes(summary.fileBytes)}), ` +
  `in ${summary.seconds} s.`;

async function backupWithoutServer(location: ReturnType<typeof dataLocation>): Promise<BackupSummary> {
  const { dataDir, databaseUrl, backupKey } = location;
  const files = openFileStorage(location.files, dataDir);
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupFailure(`DATA_DIR ${dataDir} holds no database (is DATA_DIR the server's?)`);
  const database = await openDatabase({ databaseUrl, dataDir, durability: 'relaxed' });
  try {
    return await writeBackup({ database, dataDir, files, key: backupKey }, out, options);
  } finally {
    await database.close();
    files.close();
  }
}

try {
  const location = dataLocation();
  const answer = await askServer(location.dataDir, { command: 'backup', out, ...options });
  if (answer && !answer.ok)
    throw answer.refused ? new BackupRefused(answer.message) : new BackupFailure(answer.message);
  const summary = answer ? (answer.summary as BackupSummary) : await backupWithoutServer(location);
  console.log(`${describe(summary)}${answer ? '' : ' (no server was running)'}`);
} catch (error) {
  if (error instanceof BackupRefused || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  const known = error instanceof DataDirError;
  console.error(known ? (error as Error).message : `Backup failed: ${describeFailure(error)}`);
  process.exit(1);
}
