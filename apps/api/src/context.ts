import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { durableStorage, type RemovalHold } from './db/durable-storage.ts';
import type { StaffTies } from './lib/access.ts';
import { type AccessTokens, createAccessTokens } from './lib/access-token.ts';
import { createDocumentStore, type DocumentStore } from './lib/document-files.ts';
import { createMailOutbox, type MailOutbox, type MailRetry } from './lib/mail-outbox.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createPageChanges, type PageChanges } from './lib/page-changes.ts';
import { nodeStorageFs, type StorageFs } from './lib/storage.ts';
import { createUploadAllowance, type UploadAllowance } from './lib/upload-allowance.ts';
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
  /** Every mail: written in the transaction that causes it, delivered once committed, with retries (lib/mail-outbox.ts). */
  outbox: MailOutbox;
  /** Images (avatars, quotes' pictures) in DATA_DIR/files/<bucket>. */
  files: FileStore;
  /** The files behind applications' documents, in DATA_DIR/files/documents. */
  documentFiles: DocumentStore;
  /** Removals of stored files, put off while a backup copies them (db/durable-storage.ts). */
  fileRemovals: RemovalHold;
  /** Files and bytes each person may send in an hour (read by `readMultipart`). */
  uploadAllowance: UploadAllowance;
  accessTokens: AccessTokens;
  /** "May this user do this to this object" (modules/access-policies.ts). */
  access: Access;
  /** Told by the services that write what the public pages show (lib/page-changes.ts). */
  pageChanges: PageChanges;
};

export type ContextOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Waits between attempts to send a mail, and how long it is tried (tests shorten them). */
  mailRetry?: MailRetry;
  /** The file system the file stores write to; Node's if absent (tests hand in one that fails). */
  fs?: StorageFs;
};

/** `ties`: a staff member's seats and conflicts, which the access check asks about (modules/access-policies.ts). */
export function createAppContext(options: ContextOptions, log: FastifyBaseLogger, ties: StaffTies): AppContext {
  const { config, database } = options;
  // Files the stores write are flushed with the database's changes, and their removals wait for a backup.
  const storage = durableStorage(options.fs ?? nodeStorageFs, database.durability);
  // The .eml files of the outbox directory too: a mail marked sent is on disk.
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log, fs: storage.fs });
  return {
    config,
    database,
    db: database.db,
    outbox: createMailOutbox({ database, mailer, log, retry: options.mailRetry }),
    files: createFileStore(config.dataDir, storage.fs),
    documentFiles: createDocumentStore(config.dataDir, storage.fs),
    fileRemovals: storage.removals,
    uploadAllowance: createUploadAllowance({ files: config.uploadsPerHour, bytes: config.uploadBytesPerHour }),
    accessTokens: createAccessTokens(config.jwtSecret, config.jwtTtlHours, database.db),
    access: createPolicyAccess(database.db, ties),
    pageChanges: createPageChanges(),
  };
}
