#!/usr/bin/env node
// `npm run bench:pages`: requests/s and latency of the server-rendered public pages next to the cheapest answers
// the same server gives (its JSON 404, a static file) and a bare Fastify app (the ceiling on this machine), under
// 50 concurrent connections. Runs the real server, as `npm start` does, on a throwaway data directory.
// Goal: /home at half or more of the JSON 404's rate, p99 under 50 ms; the script fails when it is not met.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApiIfStale } from './api-build.mjs';
import { browserHeaders, combineRuns, formatTable, loadTarget } from './bench-load.mjs';

const root = new URL('..', import.meta.url).pathname;
const webDist = join(root, 'apps/web/dist');
const renderer = join(root, 'apps/web/dist-ssr/render-public-page.js');
export const jsonNotFound = 'JSON 404';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts a Node.js server, its output into `logFile`; resolves once `ready(base)` is true. */
async function startServer({ args, cwd, env, logFile, ready }) {
  const port = await freePort();
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240 && !exited; attempt++) {
    if (await ready(base).catch(() => false)) return { base, pid: child.pid, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
}

/** The entry script the public pages load: a real hashed asset, served as a browser would fetch it. */
function staticAsset() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  return `/${manifest['src/public-page/enhance.ts'].file}`;
}

/** Fails early if a target does not answer as expected (a page served by the single-page app is not a rendered page). */
async function checkTarget(target) {
  const response = await fetch(target.url, { headers: browserHeaders });
  const body = await response.text();
  if (response.status !== target.expectStatus || (target.rendered && !body.includes('data-rendered-lang'))) {
    throw new Error(`${target.name} (${target.url}) answered ${response.status}: ${body.slice(0, 200)}`);
  }
}

/** Loads every target in turn, `rounds` times for `seconds` each; returns rows for `formatTable`. */
export async function benchPages({ connections = 50, seconds = 2, rounds = 3 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const running = [];
  try {
    const bare = await startServer({
      args: [join(root, 'scripts/bench-bare-server.mjs')],
      cwd: root,
      env: {},
      logFile: join(dataDir, 'bare.log'),
      ready: async (base) => (await fetch(base)).ok,
    });
    running.push(bare);
    // The compiled server, the default log level and stdout into a file: what a server started by the README pays.
    buildApiIfStale();
    const app = await startServer({
      args: ['dist/server.js'],
      cwd: join(root, 'apps/api'),
      env: { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info' },
      logFile: join(dataDir, 'server.log'),
      ready: async (base) => (await fetch(`${base}/api/health`)).ok,
    });
    running.push(app);
    const targets = [
      { name: 'bare Fastify', url: `${bare.base}/`, expectStatus: 200, serverPid: bare.pid },
      { name: jsonNotFound, url: `${app.base}/api/no-such-route`, expectStatus: 404, serverPid: app.pid },
      { name: 'static asset', url: `${app.base}${staticAsset()}`, expectStatus: 200, serverPid: app.pid },
      ...['/home', '/', '/about'].map((path) => ({
        name: path,
        url: `${app.base}${path}`,
        expectStatus: 200,
        serverPid: app.pid,
        rendered: true,
      })),
    ];
    for (const target of targets) await checkTarget(target);
    const runs = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [index, target] of targets.entries()) {
        runs[index].push(await loadTarget({ ...target, connections, seconds, warmupSeconds: round === 0 ? 1 : 0 }));
      }
    }
    return targets.map((target, index) => combineRuns(target.name, runs[index]));
  } finally {
    for (const server of running) server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(join(webDist, 'index.html')) || !existsSync(renderer)) {
    console.error('The web app is not built: run `npm run build` first (this benchmark builds nothing).');
    process.exit(1);
  }
  const options = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 2), rounds: 3 };
  console.log(
    `${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s per target, medians, ` +
      'browser headers (br/gzip, fr)…',
  );
  const rows = await benchPages(options);
  console.log(formatTable(rows, jsonNotFound));
  const silent = rows.filter((row) => row.requestsPerSecond === 0 || row.unexpected > 0);
  if (silent.length > 0) {
    console.error(`Failed: no or wrong answers from ${silent.map((row) => row.name).join(', ')}.`);
    process.exit(1);
  }
  const verdict = judgeHome(rows);
  console.log(verdict.text);
  if (!verdict.met) process.exit(1);
}

/** The goal: /home at half or more of the JSON 404's rate, with p99 under 50 ms. */
export function judgeHome(rows) {
  const home = rows.find((row) => row.name === '/home');
  const ceiling = rows.find((row) => row.name === jsonNotFound);
  const ratio = home.requestsPerSecond / ceiling.requestsPerSecond;
  const met = ratio >= 0.5 && home.p99 < 50;
  return {
    met,
    text:
      `Goal: /home at ≥ 0.5× the JSON 404 with p99 < 50 ms: ${met ? 'met' : 'NOT met'} ` +
      `(${ratio.toFixed(2)}×, p99 ${home.p99} ms).`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
