import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { runSeeders } from '../src/db/seeder.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/demo/seed-demo.ts';
import { seeders } from '../src/modules/index.ts';

/**
 * `npm run seed:demo -- --applications 5000`: adds a closed demonstration session of complete applications to the
 * database the server uses (DATA_DIR's PGlite, or DATABASE_URL). Stop a server using the same PGlite first.
 */
const { values } = parseArgs({
  options: { applications: { type: 'string', default: '200' }, seed: { type: 'string' } },
});
const count = Number(values.applications);
if (!Number.isInteger(count) || count < 1 || count > 100_000) {
  console.error('--applications takes a whole number from 1 to 100000');
  process.exit(2);
}

// The data directory `npm start` uses, whichever folder this runs from.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../data', import.meta.url));
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  durability: config.durability,
});
const started = performance.now();
try {
  await runMigrations(database);
  await runSeeders(seeders, database.db, config, pino({ level: 'warn' }));
  const summary = await seedDemo(database.db, {
    applications: count,
    dataDir: config.dataDir,
    seed: values.seed === undefined ? undefined : Number(values.seed),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Session ${summary.sessionId}: ${summary.applications} applications, ${summary.members} family members, ` +
      `${summary.documents} documents in ${seconds} s on ${database.kind}. Applicants sign in with "${DEMO_PASSWORD}".`,
  );
} finally {
  await database.close();
}
