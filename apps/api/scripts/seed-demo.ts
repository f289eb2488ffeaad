import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { runSeeders } from '../src/db/seeder.ts';
import { advanceDemoSession, type DemoStage, demoStages } from '../src/demo/committee-demo.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/demo/seed-demo.ts';
import { openFileStorage } from '../src/lib/open-file-storage.ts';
import { seeders } from '../src/modules/index.ts';

/**
 * `npm run seed:demo -- --applications 5000 [--stage submitted|preselected|interviewed|published]`: adds a
 * demonstration session of complete applications to the database the server uses (DATA_DIR's PGlite, or
 * DATABASE_URL), left at the stage asked: `submitted` (the submission period over, nothing decided), `preselected`
 * (the interview shortlist drawn, slots opened, most of it booked), `interviewed` (panels of evaluators, interviews
 * held and scored, final scores) or `published` (the default: decided by the final ranking and published). The
 * committee's steps go through the API (committee-demo.ts). Stop a server using the same PGlite first.
 */
const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '200' },
    seed: { type: 'string' },
    stage: { type: 'string', default: 'published' },
  },
});
const stage = values.stage as DemoStage;
if (!demoStages.includes(stage)) {
  console.error(`--stage takes one of: ${demoStages.join(', ')}`);
  process.exit(2);
}
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
// The demonstration's documents go where the server keeps files: DATA_DIR/files, or the bucket of FILES_URL.
const files = openFileStorage(config.files, config.dataDir);
try {
  await runMigrations(database);
  await runSeeders(seeders, database.db, config, pino({ level: 'warn' }));
  const summary = await seedDemo(database.db, {
    applications: count,
    dataDir: config.dataDir,
    files,
    seed: values.seed === undefined ? undefined : Number(values.seed),
  });
  let outcome = 'its submission period over, nothing decided';
  if (stage !== 'submitted') {
    // The committee's calls go through the API, with its rules; no job runs and no port is opened.
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp({ config: { ...config, jobsEveryMinutes: 0 }, database, logger: false });
    try {
      const done = await advanceDemoSession(app, summary.sessionId, stage, DEMO_PASSWORD);
      outcome =
        `${done.preselected} preselected, ${done.booked} interviews booked` +
        (stage === 'preselected'
          ? ''
          : `, ${done.evaluations} evaluations submitted by evaluator${summary.sessionId}-1…3`) +
        (stage === 'published' ? `, published with ${done.approved} places offered` : '') +
        ' (the mails wait in the outbox for the server)';
    } finally {
      await app.close();
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Session ${summary.sessionId}: ${summary.applications} applications, ${summary.members} family members, ` +
      `${summary.documents} documents in ${seconds} s on ${database.kind}, ${outcome}. ` +
      `Applicants (and evaluators) sign in as demo<number> or their e-mail with "${DEMO_PASSWORD}".`,
  );
} finally {
  await database.close();
  files.close();
}
