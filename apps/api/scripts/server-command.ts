import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { compose, type Services } from '../src/composition.ts';
import { ConfigError, dataLocation, loadConfig } from '../src/config.ts';
import { askServer, type ControlRequest } from '../src/db/backup/control.ts';
import { describeFailure } from '../src/db/backup/failure.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { DataDirError } from '../src/db/start-failure.ts';

/** A command that could not act: the server's one-line answer, or this process's own. */
class CommandFailed extends Error {}

/**
 * A command that acts on the portal's data (`npm run retention`, `npm run breach-drill`): the server running on
 * this DATA_DIR does it, asked through its control socket (it has the embedded database open, and its own
 * configuration); with none running, this process opens the database (DATA_DIR's, or DATABASE_URL) and does it with
 * the same services, after the migrations a server's start would apply. Run it with the server's environment, as
 * the server's user. Prints `describe(summary)` and exits 0; a failure is one line that holds no row, exit 1; a
 * wrong configuration, exit 2.
 */
export async function runServerCommand<T>(
  request: ControlRequest,
  act: (services: Services) => Promise<T>,
  describe: (summary: T, where: 'server' | 'database') => string,
): Promise<void> {
  // The data directory `npm start` uses, whichever folder this runs from.
  process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));
  try {
    const answer = await askServer(dataLocation().dataDir, request);
    if (answer && !answer.ok) throw new CommandFailed(answer.message);
    const summary = answer ? (answer.summary as T) : await withoutServer(act);
    console.log(describe(summary, answer ? 'server' : 'database'));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    const known = error instanceof DataDirError || error instanceof CommandFailed;
    console.error(known ? (error as Error).message : `Failed: ${describeFailure(error)}`);
    process.exit(1);
  }
}

async function withoutServer<T>(act: (services: Services) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION')))
    throw new CommandFailed(`DATA_DIR ${config.dataDir} holds no database (is DATA_DIR the server's?)`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    durability: config.durability,
  });
  try {
    await runMigrations(database);
    const { context, services } = compose({ config, database }, pino({ level: 'warn' }));
    try {
      return await act(services);
    } finally {
      await context.outbox.close();
    }
  } finally {
    await database.close();
  }
}
