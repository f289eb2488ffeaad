import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type AccessTokens, createAccessTokens } from './lib/access-token.ts';
import { createMailQueue, type MailQueue } from './lib/mail-queue.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createFileStore, type FileStore } from './lib/uploads.ts';
import { type Access, createPolicyAccess } from './modules/access-policies.ts';

/**
 * What services are built from, once, at start. A service names the parts it uses
 * (`createQuotesService({ db, files }: Pick<AppContext, 'db' | 'files'>)`), so a test can hand it just those.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Mails sent after the answer, with retries (forgot-password, resend, notices). */
  mailQueue: MailQueue;
  files: FileStore;
  accessTokens: AccessTokens;
  /** "May this user do this to this object" (modules/access-policies.ts). */
  access: Access;
};

export type ContextOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  mailRetryDelaysMs?: number[];
};

export function createAppContext(options: ContextOptions, log: FastifyBaseLogger): AppContext {
  const { config, database } = options;
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  return {
    config,
    database,
    db: database.db,
    mailer,
    mailQueue: createMailQueue({ mailer, log, retryDelaysMs: options.mailRetryDelaysMs }),
    files: createFileStore(config.dataDir),
    accessTokens: createAccessTokens(config.jwtSecret, config.jwtTtlHours),
    access: createPolicyAccess(database.db),
  };
}
