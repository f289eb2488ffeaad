#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other, and their figures in bench/results.md: the signed-in reads,
// sign-in and a step save on both databases with their ratios to the bare route and the server's memory
// (bench:api), two servers against one behind HAProxy (bench:servers), the server's readiness, the cost of durable
// writes (bench:durability), the public pages (bench:pages), the review runs at 5,000 and 50,000 candidates on both
// databases with their curve (bench:review), the first-load bytes (size) and Lighthouse's scores.
// Builds what is stale first. The machine's load average is written beside each section: on a shared machine the
// rates move with it, the CPU time per request much less.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { buildApiIfStale } from './api-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'bench/results.md');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** Runs one npm script (or command), echoing its output, and answers that output. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        output += text;
        process.stdout.write(text);
      });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Output without npm's own lines. */
const clean = (output) =>
  output
    .split('\n')
    .filter((line) => !/^npm warn|^> |^\s*$/.test(line))
    .join('\n')
    .trim();

// `npm run bench -- api pages …` runs only those sections (api, servers, durability, pages, review, size, first-visit,
// lighthouse) and replaces them in the existing results, keeping the others as they were.
const chosen = process.argv.slice(2);
const wanted = (key) => chosen.length === 0 || chosen.includes(key);
const sections = [];
if (chosen.length > 0 && existsSync(results)) {
  const previous = readFileSync(results, 'utf8')
    .split(/\n(?=## )/)
    .slice(1);
  for (const text of previous) sections.push(text.trim());
}
/** Puts a section in place of the one of the same title (or of a title it had before), or at the end. */
function keep(text, formerTitles = []) {
  const titles = [text.split('\n')[0], ...formerTitles.map((title) => `## ${title}`)];
  const index = sections.findIndex((existing) => titles.includes(existing.split('\n')[0]));
  if (index >= 0) sections[index] = text;
  else sections.push(text);
}
async function section(key, title, explanation, command, args, env, formerTitles) {
  if (!wanted(key)) return;
  const before = load();
  const started = Date.now();
  console.log(`\n=== ${title} ===`);
  const { code, output } = await run(command, args, env);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  keep(
    [
      `## ${title}`,
      '',
      explanation,
      '',
      `\`${[command, ...args].join(' ')}\`: ${code === 0 ? 'done' : `FAILED (exit status ${code})`} in ${minutes} min; ` +
        `load average (1 / 5 / 15 min) ${before} before, ${load()} after.`,
      '',
      '```',
      clean(output),
      '```',
    ].join('\n'),
    formerTitles,
  );
  write();
}

function write() {
  mkdirSync(join(root, 'bench'), { recursive: true });
  const header = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
      `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
      `Node.js ${process.version}. The machine is shared: each section gives the load average around it; compare a ` +
      'row with the rows of the same run (the ratios), and the CPU time per request, which moves little with the load.',
  ].join('\n');
  writeFileSync(results, `${[header, ...sections].join('\n\n')}\n`);
}

// The review bench compiles the server itself when stale and needs no web app; the other sections need both.
if (chosen.length === 0 || chosen.some((key) => key !== 'review')) {
  buildWebIfStale();
  buildApiIfStale();
}
await section(
  'api',
  'Signed-in reads, sign-in and a step save, on both databases',
  'The compiled server, durable, logging at its default level: 50 connections, each target in turns with the others ' +
    '(median of the runs). "bare" is the same server\'s JSON 404 on an unknown /api path. Goals: signed-in reads at ' +
    'least 25 % of bare with p99 ≤ 50 ms on PostgreSQL, 15 % on PGlite. Then the resident memory, and the time ' +
    'from starting the compiled server on the existing data to its first answer (goal: 3 s).',
  process.execPath,
  ['--import', 'tsx', 'scripts/bench-api.mjs'],
);
await section(
  'servers',
  'Two servers against one',
  'The compiled server, durable, on one durable PostgreSQL, behind HAProxy on loopback: the same proxy sends every ' +
    'request to one server, or balances them between two; 50 connections, the two setups in turns (median of the ' +
    "runs). CPU µs/req is the servers' (both, for two). Then each server's resident memory. On a machine of two cores " +
    'the servers, PostgreSQL, HAProxy and the load generator share the processor.',
  process.execPath,
  ['--import', 'tsx', 'scripts/bench-servers.mjs'],
);
await section(
  'durability',
  'Durable writes: what flushing before the answer costs',
  'Step saves through the real server, durable and relaxed on PGlite, and PostgreSQL with fsync on (decision 500).',
  process.execPath,
  ['--import', 'tsx', 'scripts/bench-durability.mjs'],
);
await section(
  'pages',
  'Public pages',
  "The server-rendered pages against the same server's JSON 404 and a bare Fastify app, 50 connections.",
  process.execPath,
  ['scripts/bench-pages.mjs'],
);
await section(
  'review',
  "The committee's runs at 5,000 and 50,000 candidates",
  'The eligibility check, the saving of the total scores, the .xlsx export and the candidates list through the ' +
    'server and its routes, on a demonstration session of 5,000 and then 50,000 complete applications, on PostgreSQL ' +
    "and on PGlite; the server's resident memory during each run; then the curve: each run at both sizes and its " +
    'growth. Goals: each bulk run under 5 s on PostgreSQL and 15 s on PGlite, at most ×12 from 5,000 to 50,000, the ' +
    'server at most 512 MiB.',
  'npm',
  ['run', 'bench:review', '--', '--applications', '5000,50000', '--database', 'postgres,pglite'],
  {},
  ["The committee's runs on 5,000 candidates"],
);
await section(
  'size',
  'First-load bytes',
  'gzip bytes of the JavaScript and CSS a first visit loads, per page, in Chromium.',
  process.execPath,
  ['scripts/size.mjs'],
);
await section(
  'first-visit',
  'First visit to sign-in and sign-up on a phone',
  'Chromium at 360 px, Regular 3G (300 ms, 700 kbit/s) and a CPU four times slower: script on the wire, requests, ' +
    'and when the form can be used. Goals: at most 100 KiB of script in at most 15 requests, usable within 3 s.',
  process.execPath,
  ['scripts/first-visit.mjs'],
);
await section(
  'lighthouse',
  'Lighthouse (mobile)',
  "Lighthouse's default mobile run (simulated slow 4G, a mid-range phone's processor) against the compiled server " +
    'with the built web app; Chromium from Debian. The public pages, sign-in and sign-up on a first visit; the ' +
    "dashboard and the application's first step signed in, with an empty cache. Goal: 95 on sign-in, sign-up, " +
    'the dashboard and an application step.',
  process.execPath,
  ['--import', 'tsx', 'scripts/lighthouse.mjs'],
);
console.log(`\nWritten: ${results}`);
