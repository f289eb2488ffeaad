import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../lib/file-storage.ts';
import { type Database, openDatabase } from '../client.ts';
import { type DurabilityMode, flushTree } from '../durability.ts';
import { knowsMigration, runMigrations, runMigrationsUpTo } from '../migrate.ts';
import { RETENTION_RUN_MARK } from '../retention-mark.ts';
import { systemMeta } from '../schema/index.ts';
import { type ArchiveEntry, readArchive } from './archive.ts';
import { BACKUP_FORMAT, BACKUP_VERSION } from './backup.ts';
import { createLoader, type DumpPlan } from './dump.ts';
import { type ArchiveKeys, archiveKeys, archiveKind, WrongKey } from './encryption.ts';
import { ArchiveDamaged, BackupFailure, describeFailure, parseJson } from './failure.ts';

/** A restore that will not start: the message says why and what to do. Nothing was changed. */
export class RestoreRefused extends BackupFailure {}

/** A restore that failed midway: what it wrote to DATA_DIR is removed; the message holds no row. */
export class RestoreFailed extends BackupFailure {}

/**
 * Where the rows name their files: `files/<kind>/` and the column. A file no restored row names was written after
 * the backup's snapshot and is left out; a folder not listed here is restored whole.
 */
const fileColumns = [
  { kind: 'documents', table: 'documents', column: 'filename' },
  { kind: 'avatars', table: 'users', column: 'avatar' },
  { kind: 'quote-avatars', table: 'quotes', column: 'image' },
] as const;

export type RestoreSummary = {
  database: Database['kind'];
  schema: string;
  rows: number;
  files: number;
  /** Files copied after the snapshot, which no restored row names: left out. */
  leftOut: number;
  /** Files restored rows name that the archive lacks (none, for an archive this program wrote). */
  missing: string[];
};

type Checked = {
  plan: DumpPlan;
  rows: Record<string, number>;
  /** Per folder of files/, the names restored rows give. */
  named: Map<string, Set<string>>;
  present: Set<string>;
  /** The archive's keys, pinned by the first reading: a file changed between readings fails to open. */
  keys: ArchiveKeys | undefined;
};

const CHUNK = /^database\/([^/]+)\/\d+\.jsonl$/;
const FILE = /^files\/([^/]+)\/([^/]+)$/;

const refused = (archive: string, why: string) => new RestoreRefused(`Cannot restore ${archive}: ${why}`);

/**
 * The keys that open the archive: an encrypted archive needs BACKUP_KEY, the one it was written with. A plain one
 * proves nothing about who wrote it or what changed since, so it is restored only when the operator says so.
 */
async function unlock(
  archive: string,
  key: string | undefined,
  unencrypted: boolean,
): Promise<ArchiveKeys | undefined> {
  const kind = await archiveKind(archive);
  if (kind === 'unknown') throw refused(archive, 'not a backup of this portal');
  if (kind === 'unencrypted') {
    if (unencrypted) return undefined;
    throw refused(
      archive,
      'it is not encrypted, so nothing shows that it is unchanged since it was written (a role, a decision, a ' +
        'payment could have been edited). Restore it only if it never left your hands: run again with --unencrypted',
    );
  }
  if (!key) throw refused(archive, 'it is encrypted: set BACKUP_KEY to the key it was written with');
  try {
    return await archiveKeys(archive, key);
  } catch (error) {
    if (error instanceof WrongKey || error instanceof ArchiveDamaged) throw refused(archive, error.message);
    throw error;
  }
}

/** Reads the whole archive once before anything is touched: its format, completeness and which files rows name. */
async function checkArchive(archive: string, keys: ArchiveKeys | undefined): Promise<Checked> {
  let plan: DumpPlan | undefined;
  let end: { rows: Record<string, number>; files: number } | undefined;
  const rows: Record<string, number> = {};
  const named = new Map<string, Set<string>>();
  const present = new Set<string>();
  let first = true;
  try {
    for await (const entry of readArchive(archive, keys)) {
      if (end) throw refused(archive, `${entry.name} follows end.json: not an archive this program wrote`);
      if (first) {
        first = false;
        const head = parseJson<{ format?: string; version?: number }>(entry.data.toString('utf8'), entry.name);
        if (entry.name !== 'backup.json' || head.format !== BACKUP_FORMAT)
          throw refused(archive, 'not a backup of this portal');
        if (head.version !== BACKUP_VERSION)
          throw refused(
            archive,
            `backup format ${head.version} is not ${BACKUP_VERSION}: use the version that wrote it`,
          );
        continue;
      }
      if (entry.name === 'database/plan.json') {
        plan = parseJson<DumpPlan>(entry.data.toString('utf8'), entry.name);
        if (!knowsMigration(plan.schema))
          throw refused(
            archive,
            `its schema ${plan.schema} is newer than this version knows: restore with the version that wrote it (or newer)`,
          );
        continue;
      }
      const chunk = CHUNK.exec(entry.name);
      if (chunk) {
        const table = chunk[1]!;
        // Every row is read now, so that a damaged one is refused before anything is written.
        const lines = entry.data
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => parseJson<Record<string, unknown>>(line, `a row of ${entry.name}`));
        rows[table] = (rows[table] ?? 0) + lines.length;
        for (const place of fileColumns.filter((place) => place.table === table)) {
          const names = named.get(place.kind) ?? new Set<string>();
          named.set(place.kind, names);
          for (const row of lines) {
            const value = row[place.column];
            if (typeof value === 'string' && value) names.add(value);
          }
        }
        continue;
      }
      if (FILE.test(entry.name)) present.add(entry.name);
      if (entry.name === 'end.json') end = parseJson(entry.data.toString('utf8'), entry.name);
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw refused(archive, describeFailure(error));
  }
  if (!plan) throw refused(archive, 'it holds no database');
  if (!end) throw refused(archive, 'it ends before its last entry (cut short?)');
  for (const table of plan.tables)
    if ((rows[table.name] ?? 0) !== (end.rows[table.name] ?? 0))
      throw refused(archive, `table ${table.name} holds ${rows[table.name] ?? 0} rows, not ${end.rows[table.name]}`);
  if (present.size !== end.files) throw refused(archive, `it holds ${present.size} files, not ${end.files}`);
  return { plan, rows, named, present, keys };
}

/** Refuses a place that already holds something: a restore never mixes with or overwrites data. */
async function assertEmpty(dataDir: string, databaseUrl: string | undefined, files: FileStorage) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty: restore into an empty or new directory (move this one aside first).`,
    );
  if (databaseUrl) await assertEmptyDatabase(databaseUrl);
  if (files.kind !== 's3') return;
  await files.check().catch((error: unknown) => {
    throw new RestoreRefused(describeFailure(error));
  });
  for await (const _file of files.list(''))
    throw new RestoreRefused(`${files.where} is not empty: restore into an empty bucket (FILES_URL).`);
}

async function assertEmptyDatabase(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, durability: 'relaxed' });
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    const [{ tables }] = (result as unknown as { rows: { tables: number }[] }).rows as [{ tables: number }];
    if (tables > 0)
      throw new RestoreRefused(
        `the database of DATABASE_URL is not empty (${tables} tables): restore into a new, empty database.`,
      );
  } finally {
    await database.close();
  }
}

/** What a restore is doing, for the line that says where it failed. */
type Stage = { now: string };

/** Loads the rows into the schema they were dumped from, in one transaction, then applies newer migrations. */
async function loadDatabase(database: Database, archive: string, checked: Checked, stage: Stage) {
  stage.now = 'creating the tables';
  await runMigrationsUpTo(database, checked.plan.schema);
  await database.db.transaction(async (tx) => {
    const loader = createLoader(tx, checked.plan);
    for await (const entry of readArchive(archive, checked.keys)) {
      const chunk = CHUNK.exec(entry.name);
      if (!chunk) continue;
      stage.now = `loading the rows of table ${chunk[1]}`;
      await loader.rows(chunk[1]!, entry.data.toString('utf8').split('\n').filter(Boolean));
    }
    stage.now = 'linking rows of one table and setting the sequences';
    await loader.finish();
  });
  stage.now = 'applying the newer migrations';
  await runMigrations(database);
  // The server started on it runs the retention at once: the archive may hold what was anonymised since.
  await database.db.delete(systemMeta).where(eq(systemMeta.key, RETENTION_RUN_MARK));
}

/**
 * Writes the files restored rows name (and every file of a folder no row describes) into the file storage, noting
 * each in `written` (a bucket is emptied of them again if the restore fails), and the signing secret into DATA_DIR.
 */
async function writeFiles(archive: string, dataDir: string, checked: Checked, storage: FileStorage, written: string[]) {
  let files = 0;
  let leftOut = 0;
  const write = async (path: string, entry: ArchiveEntry) => {
    await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
    await writeFile(path, entry.data, { mode: 0o600, flag: 'wx' });
  };
  for await (const entry of readArchive(archive, checked.keys)) {
    const file = FILE.exec(entry.name);
    if (file) {
      const [, kind, name] = file as unknown as [string, string, string];
      const names = fileColumns.some((place) => place.kind === kind) ? checked.named.get(kind) : undefined;
      if (fileColumns.some((place) => place.kind === kind) && !names?.has(name)) {
        leftOut += 1;
        continue;
      }
      written.push(`${kind}/${name}`);
      await storage.put(`${kind}/${name}`, entry.data);
      files += 1;
    } else if (entry.name === 'jwt-secret') await write(join(dataDir, 'jwt-secret'), entry);
  }
  return { files, leftOut };
}

/**
 * Restores an archive into an empty DATA_DIR (with the embedded database) or, with `databaseUrl`, an empty
 * PostgreSQL database and an empty DATA_DIR; its files go to `files`, DATA_DIR/files or an empty bucket (whichever
 * kept them when the backup was written). An encrypted archive opens only with `key`, the
 * BACKUP_KEY it was written with; a plain one only with `unencrypted`. The archive is read whole first: a damaged,
 * changed, cut-short or foreign one changes nothing (`RestoreRefused`). If the restore fails midway, what it wrote
 * into DATA_DIR is removed (`RestoreFailed`). Neither message holds any of the archive's rows.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  databaseUrl?: string;
  durability?: DurabilityMode;
  key: string | undefined;
  unencrypted?: boolean;
  /** Where the files go: DATA_DIR/files, or a bucket (FILES_URL). */
  files: FileStorage;
}): Promise<RestoreSummary> {
  const { archive, dataDir, databaseUrl, files: storage } = options;
  const durability = options.durability ?? 'durable';
  if (!existsSync(archive)) throw new RestoreRefused(`Cannot restore ${archive}: no such file`);
  await assertEmpty(dataDir, databaseUrl, storage);
  const keys = await unlock(archive, options.key, options.unencrypted ?? false);
  const checked = await checkArchive(archive, keys);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let database: Database | undefined;
  const stage: Stage = { now: 'opening the database' };
  const written: string[] = [];
  try {
    // Nothing is acknowledged before the end: the load runs relaxed, and everything is flushed once it is whole.
    database = await openDatabase({ databaseUrl, dataDir, durability: 'relaxed' });
    await loadDatabase(database, archive, checked, stage);
    stage.now = 'writing the files';
    const { files, leftOut } = await writeFiles(archive, dataDir, checked, storage, written);
    await database.close();
    database = undefined;
    stage.now = 'flushing to disk';
    if (durability === 'durable') await flushTree(dataDir);
    const missing = [...checked.named]
      .flatMap(([kind, names]) => [...names].map((name) => `files/${kind}/${name}`))
      .filter((name) => !checked.present.has(name));
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      schema: checked.plan.schema,
      rows: Object.values(checked.rows).reduce((sum, n) => sum + n, 0),
      files,
      leftOut,
      missing,
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    if (storage.kind === 's3') await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    const emptied = storage.kind === 's3' ? `DATA_DIR and ${storage.where} are empty again` : 'DATA_DIR is empty again';
    const left = databaseUrl
      ? `${emptied}; the database of DATABASE_URL may hold part of the restore: drop it and create it empty before trying again`
      : emptied;
    throw new RestoreFailed(`Restoring ${archive} failed while ${stage.now}: ${describeFailure(error)}. ${left}.`, {
      cause: error,
    });
  }
}
