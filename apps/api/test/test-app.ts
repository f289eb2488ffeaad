import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { UserRole } from '@portal/shared/enums';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createDurability, type DurabilityMode } from '../src/db/durability.ts';
import { pgliteExtensions } from '../src/db/pglite-extensions.ts';
import * as schema from '../src/db/schema/index.ts';
import { users } from '../src/db/schema/index.ts';
import type { MailRetry } from '../src/lib/mail-outbox.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { StorageFs } from '../src/lib/storage.ts';
import { createBucket } from './moto-server.ts';

/**
 * A fresh, migrated database for one test file, on the kind chosen by TEST_DB. With `queryLogger`, every statement
 * the app sends is told to it (tests that count the queries of a request). Relaxed unless told: the embedded one
 * lives in memory, and flushing the stores' files would only slow the tests (test/platform/durability.test.ts
 * proves the durable mode on disk).
 */
export async function openTestDatabase(
  options: { queryLogger?: Logger; durability?: DurabilityMode } = {},
): Promise<Database> {
  const { queryLogger, durability = 'relaxed' } = options;
  if (inject('testDb') === 'postgres') {
    const base = inject('postgresUrl');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: base });
    await admin.db.execute(`create database ${name} template portal_template`);
    await admin.close();
    const url = base.replace(/\/[^/]*$/, `/${name}`);
    const database = queryLogger
      ? await loggedPostgres(url, queryLogger, durability)
      : await openDatabase({ databaseUrl: url, durability });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = await openDatabase({ databaseUrl: base });
        await cleanup.db.execute(`drop database if exists ${name}`);
        await cleanup.close();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  if (!queryLogger) return openDatabase({ pglite, durability });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema, logger: queryLogger }) as unknown as Database['db'];
  return { db, kind: 'pglite', durability: createDurability(durability), close: () => pglite.close() };
}

/** PostgreSQL as `openDatabase` opens it, the statements told to `logger`. */
async function loggedPostgres(url: string, logger: Logger, durability: DurabilityMode): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePostgres(pool, { schema, logger }) as unknown as Database['db'];
  return { db, kind: 'postgres', durability: createDurability(durability), close: () => pool.end() };
}

/**
 * With TEST_FILES=s3, the variables that put a test app's files in a new, empty bucket of the run's moto_server;
 * none otherwise (the files go under DATA_DIR).
 */
export async function testFilesEnv(): Promise<Record<string, string>> {
  if (inject('testFiles') !== 's3') return {};
  const endpoint = inject('s3Endpoint');
  const bucket = await createBucket(endpoint, `test-${randomBytes(8).toString('hex')}`);
  return {
    FILES_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    AWS_ACCESS_KEY_ID: 'test-key',
    AWS_SECRET_ACCESS_KEY: 'test-secret',
  };
}

export type TestUser = { id: number; username: string; email: string; password: string; role: UserRole; token: string };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Mails "sent" by the app (taken from the outbox by its deliveries: `app.outbox.idle()` waits for them), newest last. */
  mails: Mail[];
  /** The log's lines as written (JSON text), with `captureLog`; empty otherwise. */
  log: string[];
  createUser: (
    overrides?: Partial<{
      role: UserRole;
      active: boolean;
      accountVerified: boolean;
      password: string;
      locale: string;
    }>,
  ) => Promise<TestUser>;
  /** app.inject() with a bearer token. */
  injectAs: (user: { token: string } | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    beforeReady?: (app: FastifyInstance) => Promise<void>;
    /** The file system the file stores write to (one that fails, to see a full disk answered). */
    fs?: StorageFs;
    /** Keeps the log's lines (level info) in `log`, to check what reaches it. */
    captureLog?: boolean;
    /** Told every SQL statement the app sends (see openTestDatabase). */
    queryLogger?: Logger;
    /** A database already open, which `close` leaves open: a second server on it, or the same one restarted. */
    database?: Database;
    /** Waits between attempts to send a mail; after 10 then every 20 ms, for a second, unless told. */
    mailRetry?: MailRetry;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: options.captureLog ? 'info' : 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    DURABILITY: 'relaxed',
    ...(await testFilesEnv()),
    ...options.env,
  });
  const database =
    options.database ?? (await openTestDatabase({ queryLogger: options.queryLogger, durability: config.durability }));
  const mails: Mail[] = [];
  const mailer: Mailer = options.mailer ?? { kind: 'outbox', send: async (mail) => void mails.push(mail) };
  const log: string[] = [];
  const app = await buildApp({
    config,
    database,
    mailer,
    fs: options.fs,
    mailRetry: options.mailRetry ?? { delaysMs: [10, 20], giveUpAfterMs: 1_000 },
    ...(options.captureLog ? { logStream: { write: (line: string) => void log.push(line) } } : { logger: false }),
  });
  await options.beforeReady?.(app);
  await app.ready();
  let counter = 0;

  const createUser: TestApp['createUser'] = async (overrides = {}) => {
    counter += 1;
    const suffix = `${counter}${randomBytes(3).toString('hex')}`;
    const password = overrides.password ?? 'correct horse battery';
    const [row] = await database.db
      .insert(users)
      .values({
        firstName: 'Test',
        lastName: `User${counter}`,
        username: `user${suffix}`,
        email: `user${suffix}@example.org`,
        passwordHash: await hashPassword(password),
        role: overrides.role ?? 'STUDENT',
        active: overrides.active ?? true,
        accountVerified: overrides.accountVerified ?? true,
        locale: overrides.locale ?? 'en',
      })
      .returning();
    const token = await app.accessTokens.sign({ userId: row!.id, role: row!.role, version: row!.tokenVersion });
    return { id: row!.id, username: row!.username, email: row!.email, password, role: row!.role, token };
  };

  return {
    app,
    database,
    config,
    mails,
    log,
    createUser,
    injectAs: (user, injectOptions) =>
      app.inject({
        ...injectOptions,
        headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...injectOptions.headers },
      }),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
