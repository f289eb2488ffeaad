import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { type DatabaseKind, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/index.ts';
import { runSeeders } from '../src/db/seeder.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { createAccessTokens } from '../src/lib/access-token.ts';
import { seeders } from '../src/modules/index.ts';
import { startThrowawayCluster } from '../test/global-setup.ts';
import type { Memory } from './bench-review-server.ts';

/**
 * `npm run bench:review -- --applications 5000,50000 --database postgres,pglite [--cpu-prof DIR]`: the committee's
 * heavy calls through the real server and its routes, on a demonstration session of N complete applications, for each
 * size on a fresh throwaway PostgreSQL cluster (or BENCH_DATABASE_URL) and on PGlite in a fresh data directory: the
 * wall time of each, the server's resident memory during each, and, with several sizes, the curve (each run's time at
 * every size and its growth). `--cpu-prof DIR` writes a CPU profile of the server per run and prints where its time
 * went. Reports figures; asserts nothing (the goals are printed beside them).
 */
const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '5000' },
    database: { type: 'string', default: 'postgres' },
    'cpu-prof': { type: 'string' },
  },
});
const sizes = values.applications.split(',').map(Number);
const kinds = values.database.split(',') as DatabaseKind[];
if (sizes.some((size) => !Number.isInteger(size) || size < 1) || kinds.some((k) => k !== 'postgres' && k !== 'pglite'))
  throw new Error('--applications takes sizes like 5000,50000; --database postgres, pglite or both');
const profileDir = values['cpu-prof'] ? resolve(values['cpu-prof']) : undefined;
const secret = 'bench-secret-that-is-long-enough-for-hs256-signing';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
/** Goals per run, by database: PostgreSQL 5 s, PGlite 15 s; ×12 at most for 10× the data; 512 MiB. */
const goalMs = { postgres: 5000, pglite: 15000 } as const;
const GROWTH_GOAL = 12;
const MEMORY_GOAL_KIB = 512 * 1024;

type Figure = { name: string; ms: number; peakKiB: number; text: string };

function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  const answer = once(child, 'message').then(([reply]) => reply as T);
  child.send(message as never);
  return answer;
}

/** One database at one size: seeds, starts the server in its own process, times every run. */
async function benchOne(kind: DatabaseKind, count: number): Promise<Figure[]> {
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-review-'));
  let stopCluster = () => {};
  let server: ChildProcess | undefined;
  try {
    let url = kind === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
    if (kind === 'postgres' && !url) ({ url, stop: stopCluster } = startThrowawayCluster(work));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: join(work, 'data'),
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
    };
    if (url) env.DATABASE_URL = url;
    else delete env.DATABASE_URL;
    const config = loadConfig(env);
    const database = await openDatabase({ databaseUrl: url, dataDir: config.dataDir, durability: 'relaxed' });
    await runMigrations(database);
    await runSeeders(seeders, database.db, config, pino({ level: 'warn' }));
    let started = performance.now();
    const demo = await seedDemo(database.db, { applications: count, dataDir: config.dataDir, seed: 1 });
    console.log(
      `[${kind}, ${count}] seed:demo: ${demo.applications} applications, ${demo.documents} documents in ${seconds(performance.now() - started)}`,
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
    const token = await createAccessTokens(secret, 1, database.db).sign({
      userId: admin!.id,
      role: 'ADMIN',
      version: 0,
    });
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
      const chunks: Uint8Array[] = [];
      for await (const chunk of response.body ?? []) {
        bytes += (chunk as Uint8Array).length;
        if (response.status >= 300) chunks.push(chunk as Uint8Array);
      }
      const ms = performance.now() - started;
      if (response.status >= 300)
        throw new Error(`${method} ${path} answered ${response.status}: ${Buffer.concat(chunks).toString()}`);
      return { ms, bytes };
    }
    /** One run, with the server's resident memory around it and, when asked, its CPU profile. */
    async function measured(name: string, call: () => Promise<{ ms: number; bytes?: number }>): Promise<Figure> {
      const profile = profileDir ? join(profileDir, `${kind}-${count}-${name.replace(/\W+/g, '-')}.cpuprofile`) : '';
      if (profile) await ask(server!, { profile: 'start' });
      const before = await ask<Memory>(server!, 'rss');
      const { ms, bytes } = await call();
      const after = await ask<Memory>(server!, 'rss');
      const shares = profile ? await ask<string>(server!, { profile: 'stop', file: profile }) : undefined;
      const size = bytes === undefined ? '' : `, ${(bytes / 1024).toFixed(0)} KiB`;
      const text =
        `${seconds(ms)}${size}; server RSS ${mib(before.rssKiB)} at the start, at most ${mib(after.peakSinceKiB)} ` +
        `during${shares ? `\n    profile (${profile}): ${shares}` : ''}`;
      return { name, ms, peakKiB: after.peakSinceKiB, text };
    }
    async function average(path: string, runs = 20) {
      await timed(path);
      let total = 0;
      for (let i = 0; i < runs; i++) total += (await timed(path)).ms;
      return { ms: total / runs };
    }

    /**
     * The committee's bulk runs come first: they fill the eligibility, the score parts, the totals and the ranks the
     * export and the lists then read. Each runs twice: the first run writes every application (and its line of the
     * trail), the second finds nothing changed.
     */
    const runs: [string, () => Promise<{ ms: number; bytes?: number }>][] = [
      ['eligibility check', () => timed(`/applications/eligibility-check/${demo.sessionId}`, 'POST')],
      ['save total scores', () => timed(`/applications/save-total-scores/${demo.sessionId}`, 'POST')],
      [
        'eligibility check again (nothing changed)',
        () => timed(`/applications/eligibility-check/${demo.sessionId}`, 'POST'),
      ],
      [
        'save total scores again (nothing changed)',
        () => timed(`/applications/save-total-scores/${demo.sessionId}`, 'POST'),
      ],
      ['export to .xlsx', () => timed(`/applications/export/EXCEL?${session}`)],
      ['export to .xlsx again (warm server)', () => timed(`/applications/export/EXCEL?${session}`)],
      ['candidates page, by total score (average of 20)', () => average(`/applications?${session}`)],
      [
        'candidates page, eligible only, by last name, page 10 (average of 20)',
        () => average(`/applications?${session};eligible:eq:true&sort=lastName,asc&page=10`),
      ],
      ['candidates page, search "ngono" (average of 20)', () => average(`/applications?${session}&search=ngono`)],
    ];
    const figures: Figure[] = [];
    for (const [name, call] of runs) {
      const figure = await measured(name, call);
      figures.push(figure);
      console.log(`[${kind}, ${count}] ${name}: ${figure.text}`);
    }
    return figures;
  } finally {
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.send('stop');
      await exited;
    }
    stopCluster();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Each run's time at every size, its growth from the smallest to the largest, and the server's memory. */
function curve(kind: DatabaseKind, bySize: Map<number, Figure[]>) {
  const counts = [...bySize.keys()];
  const first = bySize.get(counts[0]!)!;
  const last = bySize.get(counts.at(-1)!)!;
  const bulk = (name: string) => !name.startsWith('candidates page');
  const lines = [
    `${kind}: ${counts.map((n) => `${n.toLocaleString('en')} candidates`).join(' → ')}` +
      ` (goals: a bulk run under ${seconds(goalMs[kind])}, growth at most ×${GROWTH_GOAL}, server RSS at most 512 MiB)`,
  ];
  first.forEach((figure, index) => {
    const times = counts.map((n) => bySize.get(n)![index]!.ms);
    const format = (ms: number) => (bulk(figure.name) ? seconds(ms) : `${ms.toFixed(1)} ms`);
    const growth = counts.length > 1 ? `  ×${(times.at(-1)! / times[0]!).toFixed(1)}` : '';
    const peak = Math.max(...counts.map((n) => bySize.get(n)![index]!.peakKiB));
    const slow = bulk(figure.name) && times.at(-1)! > goalMs[kind] ? '  OVER THE TIME GOAL' : '';
    const steep = counts.length > 1 && times.at(-1)! / times[0]! > GROWTH_GOAL ? '  OVER THE GROWTH GOAL' : '';
    const heavy = peak > MEMORY_GOAL_KIB ? '  OVER THE MEMORY GOAL' : '';
    lines.push(
      `  ${figure.name}: ${times.map(format).join(' → ')}${growth}; RSS at most ${mib(peak)}${slow}${steep}${heavy}`,
    );
  });
  const peak = Math.max(...last.map((figure) => figure.peakKiB));
  lines.push(`  server RSS at most ${mib(peak)} during any run at ${counts.at(-1)!.toLocaleString('en')}`);
  return lines.join('\n');
}

if (profileDir) mkdirSync(profileDir, { recursive: true });
const curves: string[] = [];
for (const kind of kinds) {
  const bySize = new Map<number, Figure[]>();
  for (const count of sizes) bySize.set(count, await benchOne(kind, count));
  curves.push(curve(kind, bySize));
}
console.log(`\nThe curve\n${curves.join('\n')}`);
