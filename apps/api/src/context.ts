import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { RemovalHold } from './db/durable-storage.ts';
import type { AccessTokens } from './lib/access-token.ts';
import type { DocumentStore } from './lib/document-files.ts';
import type { FileStorage } from './lib/file-storage.ts';
import type { MailOutbox, MailRetry } from './lib/mail-outbox.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PageChanges } from './lib/page-changes.ts';
import type { RateCounters } from './lib/rate-counters.ts';
import type { StorageFs } from './lib/storage.ts';
import type { UploadAllowance } from './lib/upload-allowance.ts';
import type { FileStore } from './lib/uploads.ts';
import type { Access } from './modules/access-policies.ts';

/**
 * What services are built from, once, at start (by the composition root, src/composition.ts). A service names the parts it uses
 * (`createQuotesService({ db, files }: Pick<AppContext, 'db' | 'files'>)`), so a test can hand it just those.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  /** Every mail: written in the transaction that causes it, delivered once committed, with retries (lib/mail-outbox.ts). */
  outbox: MailOutbox;
  /** Where every file lives: the disk under DATA_DIR/files, or a bucket (FILES_URL; lib/file-storage.ts). */
  fileStorage: FileStorage;
  /** Images (avatars, quotes' pictures) in `<bucket>/` of the file storage. */
  files: FileStore;
  /** The files behind applications' documents, and their thumbnails, in the file storage. */
  documentFiles: DocumentStore;
  /** Removals of stored files, put off while a backup copies them (db/durable-storage.ts). */
  fileRemovals: RemovalHold;
  /** Counts every server shares: rate limits, upload allowances, the periodic jobs' claims (lib/rate-counters.ts). */
  rateCounters: RateCounters;
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
