import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/index.ts';
import { runSeeders } from '../src/db/seeder.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { createAccessTokens } from '../src/lib/access-token.ts';
import { seeders } from '../src/modules/index.ts';
import { startThrowawayCluster } from '../test/global-setup.ts';

/**
 * `npm run bench:review`: the committee's heavy calls on a session of 5,000 complete applications, on a throwaway
 * PostgreSQL cluster (or BENCH_DATABASE_URL): wall time of each, and the server's peak resident memory around the
 * export. Reports figures; asserts nothing.
 */
const { values } = parseArgs({ options: { applications: { type: 'string', default: '5000' } } });
const count = Number(values.applications);
const work = mkdtempSync(join(tmpdir(), 'portal-bench-review-'));
const secret = 'bench-secret-that-is-long-enough-for-hs256-signing';
let stopCluster = () => {};
let server: ChildProcess | undefined;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

type Memory = { maxRssKiB: number; rssKiB: number; peakSinceKiB: number };
/** The server's resident memory around one call: at its start, its highest during the call, the process's peak. */
const during = (before: Memory, after: Memory) =>
  `server RSS ${mib(before.rssKiB)} at the start, at most ${mib(after.peakSinceKiB)} during; ` +
  `peak of the process ${mib(before.maxRssKiB)} before, ${mib(after.maxRssKiB)} after`;

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  const answer = once(child, 'message').then(([reply]) => reply as T);
  child.send(message);
  return answer;
}

try {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) ({ url, stop: stopCluster } = startThrowawayCluster(work));
  const env = {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: join(work, 'data'),
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
  };
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: url });
  await runMigrations(database);
  await runSeeders(seeders, database.db, config, pino({ level: 'warn' }));
  let started = performance.now();
  const demo = await seedDemo(database.db, { applications: count, dataDir: config.dataDir, seed: 1 });
  console.log(
    `seed:demo: ${demo.applications} applications, ${demo.documents} documents in ${seconds(performance.now() - started)}`,
  );
  const [admin] = await database.db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Admin',
      username: 'benchadmin',
      email: 'bench@example.org',
      passwordHash: 'x',
      role: 'ADMIN',
    })
    .returning();
  // Signed with the database's token key, which the server reads from it.
  const token = await createAccessTokens(secret, 1, database.db).sign({ userId: admin!.id, role: 'ADMIN', version: 0 });
  await database.close();
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'fr' };

  server = fork(new URL('./bench-review-server.ts', import.meta.url), { env, execArgv: ['--import', 'tsx'] });
  const [{ port }] = (await once(server, 'message')) as [{ port: number }];
  const base = `http://127.0.0.1:${port}/api`;
  const session = `filter=${encodeURIComponent(`session.id:eq:${demo.sessionId}`)}`;

  /** Reads an answer to its last byte; a non-2xx stops the benchmark with the body. */
  async function timed(path: string, method = 'GET') {
    started = performance.now();
    const response = await fetch(`${base}${path}`, { method, headers });
    let bytes = 0;
    for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).length;
    return { status: response.status, ms: performance.now() - started, bytes };
  }
  async function average(path: string, runs = 20) {
    await timed(path);
    let total = 0;
    for (let i = 0; i < runs; i++) total += (await timed(path)).ms;
    return `${(total / runs).toFixed(1)} ms on average over ${runs} calls`;
  }

  /**
   * The named measurements, in order. The committee's bulk runs come first: they fill the eligibility, the score
   * parts, the totals and the ranks the export and the lists then read. Each runs twice: the first run writes every
   * application (and its line of the trail), the second finds nothing changed.
   */
  const measurements: { name: string; run: () => Promise<string> }[] = [
    {
      name: 'eligibility check of the session (POST /applications/eligibility-check/:sessionId)',
      run: async () => bulkRun(await timed(`/applications/eligibility-check/${demo.sessionId}`, 'POST')),
    },
    {
      name: 'save total scores of the session (POST /applications/save-total-scores/:sessionId)',
      run: async () => bulkRun(await timed(`/applications/save-total-scores/${demo.sessionId}`, 'POST')),
    },
    {
      name: 'eligibility check again (nothing changed)',
      run: async () => bulkRun(await timed(`/applications/eligibility-check/${demo.sessionId}`, 'POST')),
    },
    {
      name: 'save total scores again (nothing changed)',
      run: async () => bulkRun(await timed(`/applications/save-total-scores/${demo.sessionId}`, 'POST')),
    },
    {
      name: `export of the session to .xlsx (${count} rows)`,
      run: async () => {
        const before = await ask<Memory>(server!, 'rss');
        const result = await timed(`/applications/export/EXCEL?${session}`);
        const after = await ask<Memory>(server!, 'rss');
        if (result.status !== 200) throw new Error(`export answered ${result.status}`);
        return `${seconds(result.ms)}, ${(result.bytes / 1024).toFixed(0)} KiB; ${during(before, after)}`;
      },
    },
    {
      name: 'the same export again (warm server)',
      run: async () => {
        const before = await ask<Memory>(server!, 'rss');
        const result = await timed(`/applications/export/EXCEL?${session}`);
        const after = await ask<Memory>(server!, 'rss');
        return `${seconds(result.ms)}; ${during(before, after)}`;
      },
    },
    { name: 'candidates list, first page by total score', run: () => average(`/applications?${session}`) },
    {
      name: 'candidates list, eligible only, by last name, page 10',
      run: () => average(`/applications?${session};eligible:eq:true&sort=lastName,asc&page=10`),
    },
    { name: 'candidates list, search "ngono"', run: () => average(`/applications?${session}&search=ngono`) },
  ];
  function bulkRun(result: { status: number; ms: number }) {
    if (result.status !== 200) throw new Error(`a bulk run answered ${result.status}`);
    return seconds(result.ms);
  }
  for (const measurement of measurements) console.log(`${measurement.name}: ${await measurement.run()}`);
} finally {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.send('stop');
    await exited;
  }
  stopCluster();
  rmSync(work, { recursive: true, force: true });
}
