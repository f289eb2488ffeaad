import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, dataLocation } from '../src/config.ts';
import { type BackupSummary, writeBackup } from '../src/db/backup/backup.ts';
import { askServer } from '../src/db/backup/control.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataDirError } from '../src/db/start-failure.ts';

/**
 * `npm run backup -- --out FILE`: one archive of the database and the stored files, taken while the server runs.
 * A server running on this DATA_DIR writes it (it has the database open); with none running, this process opens
 * the database itself. Run it with the server's DATA_DIR and DATABASE_URL, as the server's user.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE (a new .tar.gz; the folder must exist)');
  process.exit(2);
}
// Paths as the caller typed them, from where they typed them (npm runs this from the API's folder).
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
// The data directory `npm start` uses, whichever folder this runs from.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const describe = (summary: BackupSummary) =>
  `Backup written to ${summary.path} (${megabytes(summary.bytes)}): ${summary.rows} rows of ${summary.tables} tables, ` +
  `${summary.files} files (${megabytes(summary.fileBytes)}), in ${summary.seconds} s.`;

async function backupWithoutServer(dataDir: string, databaseUrl: string | undefined): Promise<BackupSummary> {
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
    throw new Error(`DATA_DIR ${dataDir} holds no database (is DATA_DIR the server's?)`);
  const database = await openDatabase({ databaseUrl, dataDir, durability: 'relaxed' });
  try {
    return await writeBackup({ database, dataDir }, out);
  } finally {
    await database.close();
  }
}

try {
  const { dataDir, databaseUrl } = dataLocation();
  const answer = await askServer(dataDir, { command: 'backup', out });
  if (answer && !answer.ok) throw new Error(answer.message);
  const summary = answer ? (answer.summary as BackupSummary) : await backupWithoutServer(dataDir, databaseUrl);
  console.log(`${describe(summary)}${answer ? '' : ' (no server was running)'}`);
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirError;
  console.error(known ? (error as Error).message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
