import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { StorageFs } from '../lib/storage.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createDurability, type Durability, type DurabilityMode, flushTree } from './durability.ts';
import type * as schema from './schema/index.ts';
import { explainOpenFailure } from './start-failure.ts';

export type Schema = typeof schema;
/** One handle type for both drivers (a union of the PGlite and node-postgres types breaks `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What every repository query takes first: the database, or the transaction it runs in. */
export type Conn = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /**
   * What must reach the disk before an answer: on the embedded database, every file PostgreSQL changed; on both,
   * the files the stores write (see durability.ts). `flushed()` waits for it.
   */
  durability: Durability;
  close: () => Promise<void>;
};

/**
 * PGlite in `dataDir/pglite` unless a PostgreSQL URL is given; `pglite` hands in a PGlite already made (tests keep
 * it in memory). `durability` (DURABILITY, `durable` unless told) decides whether changes are flushed before
 * answers; on the embedded database on disk it also decides whether PostgreSQL's file writes are tracked.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  durability?: DurabilityMode;
  /** The file system the start-up probe writes to (tests hand in one that fails). */
  probeFs?: StorageFs;
}): Promise<Database> {
  const schema = await import('./schema/index.ts');
  const durability = createDurability(options.durability ?? 'durable');
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await pool.query('select 1');
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      durability,
      close: async () => {
        await pool.end();
        await durability.close();
      },
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { forDrizzle } = await import('./pglite-client.ts');
  if (options.pglite || !options.dataDir) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgliteExtensions } = await import('./pglite-extensions.ts');
    const client = options.pglite ?? new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    return {
      db: drizzle({ client: forDrizzle(client) as unknown as PGlite, schema }) as unknown as Db,
      kind: 'pglite',
      durability,
      close: () => client.close(),
    };
  }
  const { dataDir } = options;
  const client = await openPgliteOnDisk(dataDir, durability, options.probeFs).catch(async (error: unknown) => {
    throw await explainOpenFailure(error, dataDir, options.probeFs);
  });
  return {
    db: drizzle({ client: forDrizzle(client.pglite) as unknown as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    durability,
    close: client.close,
  };
}

/**
 * The embedded database in `dataDir/pglite`, locked for this process. In durable mode its file system reports what
 * PostgreSQL writes, and everything already in the directory is flushed before the first answer (what initdb, or
 * an earlier run in relaxed mode, left in the system's cache).
 */
async function openPgliteOnDisk(dataDir: string, durability: Durability, probeFs?: StorageFs) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  const { TrackedNodeFS } = await import('./pglite-files.ts');
  const { pgliteExtensions } = await import('./pglite-extensions.ts');
  const dir = join(dataDir, 'pglite');
  await (probeFs ?? { mkdir }).mkdir(dir, { recursive: true, mode: 0o700 });
  const unlock = await lockDataDir(dir);
  try {
    const fs = durability.mode === 'durable' ? new TrackedNodeFS(dir, durability) : new NodeFS(dir);
    const pglite = new PGlite({ fs, extensions: pgliteExtensions });
    await pglite.waitReady;
    if (durability.mode === 'durable') await flushTree(dir);
    return {
      pglite,
      close: async () => {
        try {
          await pglite.close();
          // The shutdown checkpoint flushed the control file and what came before it; the rest goes now.
          await durability.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
