import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
// @ts-expect-error: a script of the repository's root, in JavaScript without types.
import { buildApiIfStale } from '../../../scripts/api-build.mjs';
// @ts-expect-error: a script of the repository's root, in JavaScript without types.
import { cpuMicroseconds, residentMiB, settled } from '../../../scripts/bench-load.mjs';
import { loadConfig } from '../src/config.ts';
import { type DatabaseKind, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/index.ts';
import { runSeeders } from '../src/db/seeder.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { createAccessTokens } from '../src/lib/access-token.ts';
import { seeders } from '../src/modules/index.ts';
import { startThrowawayCluster } from '../test/global-setup.ts';
import { compiledServer, type ServerProcess, startServer } from '../test/platform/server-process.ts';

/**
 * `npm run bench:review -- --applications 5000,50000 --database postgres,pglite [--cpu-prof DIR]`: the committee's
 * heavy calls through the real server and its routes, on a demonstration session of N complete applications, for each
 * size on a fresh throwaway PostgreSQL cluster (or BENCH_DATABASE_URL) and on PGlite in a fresh data directory: the
 * wall time of each, the server's resident memory during each, and, with several sizes, the curve (each run's time at
 * every size and its growth). `--cpu-prof DIR` writes a CPU profile of each server and prints where its time went
 * in each run. Reports figures; asserts nothing (the goals are printed beside them).
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
/**
 * Goals per run, by database: PostgreSQL 5 s, PGlite 15 s; ×12 at most for 10× the data; 512 MiB on PostgreSQL; a
 * candidates page under 50 ms on PostgreSQL.
 */
const goalMs = { postgres: 5000, pglite: 15000 } as const;
const PAGE_GOAL_MS = 50;
const GROWTH_GOAL = 12;
const MEMORY_GOAL_KIB = 512 * 1024;

type Figure = { name: string; ms: number; peakKiB: number; text: string };

/** The server's resident memory (VmRSS, KiB) from Linux's /proc; 0 once it has exited. */
function rssKiB(pid: number): number {
  try {
    return residentMiB(pid) * 1024;
  } catch {
    return 0;
  }
}

const TICKS_PER_SECOND = 100;
/** Processor seconds a process has used (user and system, from /proc/<pid>/stat); 0 once it has exited. */
const cpuSeconds = (pid: number): number => (cpuMicroseconds(pid) ?? 0) / 1_000_000;

/** The processes of a PostgreSQL cluster: its postmaster (first line of postmaster.pid) and the postmaster's children. */
function clusterPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8');
  return [postmaster, ...children.split(' ').filter(Boolean).map(Number)];
}
/**
 * Processor seconds the database's processes have used, ended ones included (a process's `cutime`/`cstime` hold its
 * ended children's): PostgreSQL's backends do the runs' SQL on the machine's other core.
 */
function clusterCpuSeconds(dataDir: string): number {
  const postmaster = clusterPids(dataDir)[0]!;
  const fields = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ended = (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  return ended + clusterPids(dataDir).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/** Now on the clock of the profile's samples (the system's monotonic clock, in µs), which the server shares. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

/** The compiled server's folder: its files are told by their sources. */
const compiledDir = dirname(compiledServer);
const sourceMaps = new Map<string, SourceMap | null>();
/** The source file of a place in a compiled file, or the compiled file where its map does not tell. */
function sourceOf(url: string, line: number, column: number): string {
  const file = url.replace(/^file:\/\//, '');
  if (!sourceMaps.has(file))
    sourceMaps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  const entry = sourceMaps.get(file)?.findEntry(line, column);
  return entry && 'originalSource' in entry ? entry.originalSource : url;
}

/**
 * Where the server's time went between `from` and `to`: self time by place (a package of node_modules, a file of the
 * sources, or V8's own entries: idle, which is waiting for the database or the reader, and GC), as shares.
 */
function sharesOf(profile: Profile, from: number, to: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    // The compiled server's own code is told by its sources, through the source map esbuild writes beside it.
    const source = url.includes(compiledDir) ? sourceOf(url, lineNumber, columnNumber) : url;
    const place = source
      ? (source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.replace(/^.*?\/?(src|packages)\//, '$1/'))
      : functionName.startsWith('(')
        ? functionName
        : `${functionName} (native)`;
    self.set(place, (self.get(place) ?? 0) + delta);
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  if (total === 0) return 'no samples';
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([place, value]) => `${place} ${((value / total) * 100).toFixed(0)} %`)
    .join(', ');
}

/** One database at one size: seeds, starts the server in its own process, times every run. */
async function benchOne(kind: DatabaseKind, count: number): Promise<Figure[]> {
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-review-'));
  let stopCluster = () => {};
  let server: ServerProcess | undefined;
  try {
    let url = kind === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
    // Set as a deployment's (each commit flushed, as the other benches' clusters): with asynchronous commits, the
    // vacuum right after a run cannot mark the rows it just committed as seen by everyone, and the lists read after
    // it visit the table for every row (the eligible page at 50,000: 28 ms on this cluster, 40 to 55 without).
    if (kind === 'postgres' && !url) ({ url, stop: stopCluster } = startThrowawayCluster(work, { durable: true }));
    // An empty DATABASE_URL is none: the server opens PGlite in DATA_DIR (the cluster's own data is in work/data).
    // The periodic jobs are off, as in the tests: their first round after a start, the daily sweep of the document
    // files (half a minute at 50,000 candidates), would run beside the first runs measured.
    const env = {
      DATA_DIR: join(work, 'server'),
      JWT_SECRET: secret,
      DATABASE_URL: url ?? '',
      JOBS_EVERY_MINUTES: '0',
    };
    const config = loadConfig({ ...process.env, ...env });
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
    // The committee's runs come days after the last application, on a database whose upkeep has caught up: the
    // bulk load of the seeding (400 MB at 50,000) is vacuumed and flushed before the server starts, so that neither
    // autovacuum's passes over the fresh tables nor the checkpoints of the load's write-ahead log run beside the runs
    // measured (at 50,000 on PostgreSQL they added 1.4 s of the cluster's processor to the first scoring).
    started = performance.now();
    await database.db.execute(sql`vacuum analyze`);
    await database.db.execute(sql`checkpoint`);
    console.log(`[${kind}, ${count}] vacuum and checkpoint after the seeding: ${seconds(performance.now() - started)}`);
    await database.close();
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'fr' };

    // The compiled server, as `npm start` runs it; with --cpu-prof, V8 writes its profile when it stops.
    const profile = profileDir ? join(profileDir, `${kind}-${count}.cpuprofile`) : undefined;
    const nodeArgs = profile
      ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${kind}-${count}.cpuprofile`]
      : [];
    server = await startServer(env, { compiled: true, nodeArgs });
    // A run comes long after a start: not while the server still loads what it loads once (the pages' renderer).
    await settled(server);
    const pid = server.child.pid!;
    let peakKiB = rssKiB(pid);
    const sampler = setInterval(() => {
      peakKiB = Math.max(peakKiB, rssKiB(pid));
    }, 10);
    const base = `${server.base}/api`;
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
    /** One run, with the server's resident memory at its start and its highest during the run. */
    const windows: { name: string; from: number; to: number }[] = [];
    // PGlite runs inside the server: its processor time is the server's.
    const clusterData = kind === 'postgres' && !process.env.BENCH_DATABASE_URL ? join(work, 'data') : undefined;
    async function measured(name: string, call: () => Promise<{ ms: number; bytes?: number }>): Promise<Figure> {
      const startKiB = rssKiB(pid);
      peakKiB = startKiB;
      const cpuBefore = [cpuSeconds(pid), clusterData ? clusterCpuSeconds(clusterData) : 0];
      const from = monotonicMicros();
      const { ms, bytes } = await call();
      windows.push({ name, from, to: monotonicMicros() });
      const runPeak = Math.max(peakKiB, rssKiB(pid));
      const size = bytes === undefined ? '' : `, ${(bytes / 1024).toFixed(0)} KiB`;
      const serverCpu = cpuSeconds(pid) - cpuBefore[0]!;
      const databaseCpu = clusterData
        ? `, PostgreSQL ${(clusterCpuSeconds(clusterData) - cpuBefore[1]!).toFixed(2)} s`
        : '';
      const text =
        `${seconds(ms)}${size} (processor: server ${serverCpu.toFixed(2)} s${databaseCpu}); ` +
        `server RSS ${mib(startKiB)} at the start, at most ${mib(runPeak)} during`;
      return { name, ms, peakKiB: runPeak, text };
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
    clearInterval(sampler);
    await server.stop();
    if (profile) {
      const written = JSON.parse(readFileSync(profile, 'utf8')) as Profile;
      console.log(`[${kind}, ${count}] where the server's time went (${profile}):`);
      for (const { name, from, to } of windows) console.log(`  ${name}: ${sharesOf(written, from, to)}`);
    }
    return figures;
  } finally {
    await server?.stop();
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
      ` (goals: a bulk run under ${seconds(goalMs[kind])}, growth at most ×${GROWTH_GOAL}` +
      // PGlite is PostgreSQL inside the server's process: its memory is the database's too, and has no such goal.
      `${kind === 'postgres' ? `, server RSS at most 512 MiB, a page under ${PAGE_GOAL_MS} ms` : ''})`,
  ];
  first.forEach((figure, index) => {
    const times = counts.map((n) => bySize.get(n)![index]!.ms);
    const format = (ms: number) => (bulk(figure.name) ? seconds(ms) : `${ms.toFixed(1)} ms`);
    const growth = counts.length > 1 ? `  ×${(times.at(-1)! / times[0]!).toFixed(1)}` : '';
    const peak = Math.max(...counts.map((n) => bySize.get(n)![index]!.peakKiB));
    const goal = bulk(figure.name) ? goalMs[kind] : kind === 'postgres' ? PAGE_GOAL_MS : Number.POSITIVE_INFINITY;
    const slow = times.at(-1)! > goal ? '  OVER THE TIME GOAL' : '';
    const steep = counts.length > 1 && times.at(-1)! / times[0]! > GROWTH_GOAL ? '  OVER THE GROWTH GOAL' : '';
    const heavy = kind === 'postgres' && peak > MEMORY_GOAL_KIB ? '  OVER THE MEMORY GOAL' : '';
    lines.push(
      `  ${figure.name}: ${times.map(format).join(' → ')}${growth}; RSS at most ${mib(peak)}${slow}${steep}${heavy}`,
    );
  });
  const peak = Math.max(...last.map((figure) => figure.peakKiB));
  lines.push(`  server RSS at most ${mib(peak)} during any run at ${counts.at(-1)!.toLocaleString('en')}`);
  return lines.join('\n');
}

buildApiIfStale();
if (profileDir) mkdirSync(profileDir, { recursive: true });
const curves: string[] = [];
for (const kind of kinds) {
  const bySize = new Map<number, Figure[]>();
  for (const count of sizes) bySize.set(count, await benchOne(kind, count));
  curves.push(curve(kind, bySize));
}
console.log(`\nThe curve\n${curves.join('\n')}`);
