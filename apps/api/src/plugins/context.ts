import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import { createMailer } from '../lib/mailer.ts';
import { createFileStore, type FileStore } from '../lib/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    files: FileStore;
  }
}

/** What every module depends on: configuration, database, mailer and file store. */
export default fp(async function contextPlugin(
  app: FastifyInstance,
  options: { config: Config; database: Database; mailer?: Mailer },
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
  app.decorate('files', createFileStore(options.config.dataDir));
});
