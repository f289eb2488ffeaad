import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirError } from './db/start-failure.ts';
import { oneStartAtATime } from './db/start-lock.ts';
import { FileStoreUnavailable } from './lib/s3-storage.ts';

async function main() {
  const config = loadConfig();
  // Fastify, the modules and their libraries load while the database opens (decision 503).
  const loading = Promise.all([
    import('./app.ts'),
    import('./db/migrate.ts'),
    import('./db/seeder.ts'),
    import('./modules/index.ts'),
  ]);
  // Nobody waits on it before the database has opened; a failure to load is reported then.
  loading.catch(() => undefined);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    durability: config.durability,
  });
  const [{ buildApp }, { runMigrations }, { runSeeders }, { seeders }] = await loading;
  // Servers started together on one PostgreSQL migrate, then seed, one at a time.
  await oneStartAtATime(database, () => runMigrations(database));
  const app = await buildApp({ config, database });
  // A bucket that cannot be reached stops the start, saying why, before anyone is answered.
  await app.fileStorage.check();
  await oneStartAtATime(database, () => runSeeders(seeders, database.db, config, app.log));
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      dataDir: config.dataDir,
      files: app.fileStorage.where,
      mail: config.smtpUrl ? 'smtp' : 'outbox directory',
    },
    'scholarship portal ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof DataDirError || error instanceof FileStoreUnavailable) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
