import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, dataLocation } from '../src/config.ts';
import { RestoreRefused, restoreBackup } from '../src/db/backup/restore.ts';

/**
 * `npm run restore -- FILE`: restores an archive of `npm run backup` into an empty DATA_DIR (with the embedded
 * database) or, with DATABASE_URL, an empty PostgreSQL database and an empty DATA_DIR for the files. Refuses
 * anything else. Start the server on it afterwards.
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE (into an empty DATA_DIR, or an empty DATABASE_URL database)');
  process.exit(2);
}
const archive = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
// The data directory `npm start` uses, whichever folder this runs from.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));

try {
  const { dataDir, databaseUrl, durability } = dataLocation();
  const summary = await restoreBackup({ archive, dataDir, databaseUrl, durability });
  const where = databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${dataDir}`;
  console.log(
    `Restored ${archive} into ${where}: ${summary.rows} rows (schema ${summary.schema}), ${summary.files} files in ` +
      `${dataDir}/files; ${summary.leftOut} files written after the backup's moment were left out.`,
  );
  if (summary.missing.length) {
    console.error(`${summary.missing.length} files the rows name are missing from the archive:`);
    for (const name of summary.missing) console.error(`  ${name}`);
    process.exit(3);
  }
} catch (error) {
  if (error instanceof RestoreRefused || error instanceof ConfigError) {
    console.error((error as Error).message);
    process.exit(2);
  }
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
