import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { pgliteExtensions } from '../src/db/pglite-extensions.ts';
import { startMotoServer } from './moto-server.ts';

/**
 * TEST_DB=pglite (default): migrate one PGlite once and hand every test file a copy of its data directory.
 * TEST_DB=postgres: use TEST_DATABASE_URL, or start a throwaway PostgreSQL cluster; each file gets its own database
 * created from a migrated template.
 * TEST_FILES=s3: the files go to a bucket of a moto_server started here (each test app makes its own bucket);
 * otherwise to the disk under each test app's DATA_DIR.
 */
export default async function setup(project: TestProject) {
  const files = process.env.TEST_FILES === 's3' ? 's3' : 'disk';
  project.provide('testFiles', files);
  if (files === 's3') {
    const moto = await startMotoServer();
    project.provide('s3Endpoint', moto.endpoint);
    const stopDatabase = await setupDatabase(project);
    return () => {
      stopDatabase();
      moto.stop();
    };
  }
  return setupDatabase(project);
}

async function setupDatabase(project: TestProject): Promise<() => void> {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const work = mkdtempSync(join(tmpdir(), 'portal-test-'));
  project.provide('testDb', kind);
  if (kind === 'pglite') {
    const client = new PGlite({ extensions: pgliteExtensions });
    const database = await openDatabase({ pglite: client });
    await runMigrations(database);
    const dump = await client.dumpDataDir('none');
    const file = join(work, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('pgliteTemplate', file);
    return () => rmSync(work, { recursive: true, force: true });
  }
  let stop = () => {};
  let url = process.env.TEST_DATABASE_URL;
  if (!url) ({ url, stop } = startThrowawayCluster(work));
  const admin = await openDatabase({ databaseUrl: url });
  await admin.db.execute('drop database if exists portal_template');
  await admin.db.execute('create database portal_template');
  await admin.close();
  const template = await openDatabase({ databaseUrl: url.replace(/\/[^/]*$/, '/portal_template') });
  await runMigrations(template);
  await template.close();
  project.provide('postgresUrl', url);
  return () => {
    stop();
    rmSync(work, { recursive: true, force: true });
  };
}

/**
 * A PostgreSQL cluster in `work`, fast and unsafe (no fsync): for tests and benchmarks only. `durable` keeps
 * PostgreSQL's own settings (fsync, synchronous commit), for a benchmark that compares with a durable server.
 */
export function startThrowawayCluster(work: string, options: { durable?: boolean } = {}) {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : undefined;
  if (!bin)
    throw new Error(
      'TEST_DB=postgres needs PostgreSQL server binaries (apt-get install postgresql) or TEST_DATABASE_URL',
    );
  const port = 55432 + Math.floor(Math.random() * 1000);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['runuser', '-u', 'postgres', '--', cmd, ...args] : [cmd, ...args];
    execFileSync(full[0]!, full.slice(1), { stdio: 'pipe' });
  };
  if (asRoot)
    chownSync(
      work,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  run(`${bin}/initdb`, ['-D', `${work}/data`, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(`${bin}/pg_ctl`, [
    '-D',
    `${work}/data`,
    '-l',
    `${work}/log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${work}${options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'}`,
    'start',
  ]);
  const stop = () => {
    const args = ['-D', `${work}/data`, '-m', 'fast', '-w', 'stop'];
    spawnSync(asRoot ? 'runuser' : `${bin}/pg_ctl`, asRoot ? ['-u', 'postgres', '--', `${bin}/pg_ctl`, ...args] : args);
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    testFiles: 'disk' | 's3';
    s3Endpoint: string;
    pgliteTemplate: string;
    postgresUrl: string;
  }
}
