import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, dataLocation } from '../src/config.ts';
import { describeFailure } from '../src/db/backup/failure.ts';
import { restoreBackup } from '../src/db/backup/restore.ts';
import { openFileStorage } from '../src/lib/open-file-storage.ts';

/**
 * `npm run restore -- [--unencrypted] FILE`: restores an archive of `npm run backup` into an empty DATA_DIR (with
 * the embedded database) or, with DATABASE_URL, an empty PostgreSQL database and an empty DATA_DIR for the files.
 * An encrypted archive needs the BACKUP_KEY it was written with; a plain `.tar.gz` needs --unencrypted. Start the
 * server on it afterwards. Exit status: 0 restored; 2 nothing restored (refused, or failed midway and undone), one
 * line on standard error that holds none of the archive's data; 3 restored, but files the rows name were missing.
 */
const usage =
  'Usage: npm run restore -- [--unencrypted] FILE (into an empty DATA_DIR, or an empty DATABASE_URL database; ' +
  'BACKUP_KEY opens an encrypted FILE, --unencrypted accepts a plain .tar.gz)';
let args: { positionals: string[]; unencrypted?: boolean };
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { unencrypted: { type: 'boolean' } } });
  args = { positionals, unencrypted: values.unencrypted };
} catch {
  args = { positionals: [] };
}
if (args.positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const archive = resolve(process.env.INIT_CWD ?? process.cwd(), args.positionals[0]!);
// The data directory `npm start` uses, whichever folder this runs from.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));

try {
  const { dataDir, databaseUrl, durability, backupKey, files: location } = dataLocation();
  const files = openFileStorage(location, dataDir);
  const summary = await restoreBackup({
    files,
    archive,
    dataDir,
    databaseUrl,
    durability,
    key: backupKey,
    unencrypted: args.unencrypted,
  });
  files.close();
  const where = databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${dataDir}`;
  console.log(
    `Restored ${archive} into ${where}: ${summary.rows} rows (schema ${summary.schema}), ${summary.files} files in ` +
      `${files.kind === 's3' ? files.where : `${dataDir}/files`}; ${summary.leftOut} files written after the backup's moment were left out.`,
  );
  if (summary.missing.length) {
    console.error(`${summary.missing.length} files the rows name are missing from the archive:`);
    for (const name of summary.missing) console.error(`  ${name}`);
    process.exit(3);
  }
} catch (error) {
  // Refused, or failed and undone: one line, in words that hold no row (a configuration error names its variable).
  console.error(error instanceof ConfigError ? error.message.replace(/\n\s*/g, ' ') : describeFailure(error));
  process.exit(2);
}
