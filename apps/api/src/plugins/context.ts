import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createMailQueue, type MailQueue } from '../lib/mail-queue.ts';
import type { Mailer } from '../lib/mailer.ts';
import { createMailer } from '../lib/mailer.ts';
import { createFileStore, type FileStore } from '../lib/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Mails sent after the answer, with retries (forgot-password, resend, notices). */
    mailQueue: MailQueue;
    files: FileStore;
  }
}

/** What every module depends on: configuration, database, mailer and file store. */
export default fp(async function contextPlugin(
  app: FastifyInstance,
  options: { config: Config; database: Database; mailer?: Mailer; mailRetryDelaysMs?: number[] },
) {
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: options.config.smtpUrl,
        from: options.config.mailFrom,
        dataDir: options.config.dataDir,
        log: app.log,
      }),
  );
  app.decorate(
    'mailQueue',
    createMailQueue({ mailer: app.mailer, log: app.log, retryDelaysMs: options.mailRetryDelaysMs }),
  );
  app.addHook('onClose', async () => app.mailQueue.close());
  app.decorate('files', createFileStore(options.config.dataDir));
});
