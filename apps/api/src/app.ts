import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { responseCompression } from './lib/compression.ts';
import type { MailRetry } from './lib/mail-outbox.ts';
import type { Mailer } from './lib/mailer.ts';
import { backgroundStdout, loggerOptions, OneLinePerRequest } from './lib/request-log.ts';
import { answerSerializerCompiler } from './lib/response-serializer.ts';
import type { StorageFs } from './lib/storage.ts';
import { registerModules } from './modules/index.ts';
import accessPlugin from './plugins/access.ts';
import authPlugin from './plugins/auth.ts';
import backupsPlugin from './plugins/backups.ts';
import contextPlugin from './plugins/context.ts';
import controlPlugin from './plugins/control.ts';
import durabilityPlugin from './plugins/durability.ts';
import errorsPlugin from './plugins/errors.ts';
import jobsPlugin from './plugins/jobs.ts';
import openapiPlugin from './plugins/openapi.ts';
import routeTablePlugin from './plugins/route-table.ts';
import safeInputPlugin from './plugins/safe-input.ts';
import securityPlugin from './plugins/security.ts';
import smallAnswersPlugin from './plugins/small-answers.ts';
import webAppPlugin from './plugins/web-app.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Waits between attempts to send a mail, and how long it is tried (tests shorten them). */
  mailRetry?: MailRetry;
  /** Where the log lines go; standard output, written in the background, if absent. */
  logStream?: DestinationStream;
  /** The file system uploads are written to; Node's if absent (tests hand in one that fails). */
  fs?: StorageFs;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions({ level: config.logLevel, stream: options.logStream ?? backgroundStdout() }),
    // One line per request, written in the background (lib/request-log.ts).
    logController: new OneLinePerRequest(),
    // Off unless TRUST_PROXY names the proxies in front: X-Forwarded-For from anyone else is ignored.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A cheap server starting while busy (a backup, a restart under load) must not give up after Fastify's 10 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers written by functions compiled from their schemas, which write what the schema declares only.
  app.setSerializerCompiler(answerSerializerCompiler);

  await app.register(routeTablePlugin);
  await app.register(contextPlugin, options);
  await app.register(durabilityPlugin);
  await app.register(backupsPlugin);
  await app.register(controlPlugin);
  await app.register(errorsPlugin);
  await app.register(safeInputPlugin);
  await app.register(securityPlugin);
  // Phones on 2G/3G pay for every byte: pages, scripts and JSON answers go out compressed (images are left alone).
  await app.register(compress, responseCompression);
  await app.register(smallAnswersPlugin);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes } });
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(webAppPlugin, { root: config.webDist });
  await app.register(jobsPlugin);
  return app;
}
