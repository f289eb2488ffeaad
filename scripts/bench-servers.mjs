#!/usr/bin/env node
// `npm run bench:servers`: one server against two on one PostgreSQL database, each behind HAProxy from Debian on
// loopback (the same proxy in both cases, so that only the second server differs): requests per second, latency and
// the servers' CPU time per answer for a bare JSON 404, signed-in reads, a step save, and a sign-in; then each
// server's resident memory. The compiled server as `npm start` runs it, durable, on a throwaway durable PostgreSQL
// cluster with the data of the API bench (bench:api's `prepare`). The two setups are loaded in turns, the median of
// the rounds kept. Runs with `node --import tsx`. Reports; asserts nothing but the answers' statuses.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startThrowawayCluster } from '../apps/api/test/global-setup.ts';
import { answersOk, freePort, startProgram, startServer } from '../apps/api/test/platform/server-process.ts';
import { buildApiIfStale } from './api-build.mjs';
import { apiTargets, applicants, BARE, benchSecret, prepare } from './bench-api.mjs';
import { combineRuns, formatTable, loadRequests, residentMiB } from './bench-load.mjs';

/** One autocannon run against `base`; every connection keeps one person; CPU per answer summed over `pids`. */
const load = (base, pids, options) => loadRequests({ url: base, pids, ...options });

/** HAProxy with one frontend per setup: `one` sends everything to the first server, `two` balances between both. */
async function startBalancer(work, servers) {
  const ports = { one: await freePort(), two: await freePort() };
  const [a, b] = servers.map((server) => server.base.replace('http://', ''));
  const config = join(work, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      '  option http-keep-alive',
      'frontend one',
      `  bind 127.0.0.1:${ports.one}`,
      '  default_backend one',
      'frontend two',
      `  bind 127.0.0.1:${ports.two}`,
      '  default_backend two',
      'backend one',
      `  server a ${a}`,
      'backend two',
      '  balance roundrobin',
      `  server a ${a}`,
      `  server b ${b}`,
      '',
    ].join('\n'),
  );
  const one = `http://127.0.0.1:${ports.one}`;
  const haproxy = await startProgram('haproxy', ['-db', '-f', config], {
    attempts: 80,
    ready: () => answersOk(`${one}/api/health`),
    failure: 'HAProxy did not start (apt-get install haproxy)',
  });
  return { ...haproxy, one, two: `http://127.0.0.1:${ports.two}` };
}

export async function benchServers({ connections = 50, seconds = 3, rounds = 3 } = {}) {
  buildApiIfStale();
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-servers-'));
  const cluster = mkdtempSync(join(tmpdir(), 'portal-bench-servers-pg-'));
  const postgres = startThrowawayCluster(cluster, { durable: true });
  const servers = [];
  let balancer;
  try {
    const env = (name) => ({
      DATABASE_URL: postgres.url,
      DATA_DIR: join(work, `data-${name}`),
      JWT_SECRET: benchSecret,
      WEB_DIST: join(work, 'no-web'),
      DURABILITY: 'durable',
      TRUST_PROXY: '1',
    });
    const fixture = await prepare(env('a'), connections);
    for (const name of ['a', 'b'])
      servers.push(await startServer({ ...env(name), LOG_LEVEL: 'info', NODE_ENV: 'production' }, { compiled: true }));
    const restMiB = servers.map((server) => residentMiB(server.child.pid));
    balancer = await startBalancer(work, servers);
    // Some of the API bench's targets; the candidates list as its whole rows, under the name of these tables.
    const apiBench = new Map(apiTargets(fixture, await applicants(servers[0].base, fixture)).map((t) => [t.name, t]));
    const targets = [
      apiBench.get(BARE),
      apiBench.get('own account'),
      apiBench.get('current application'),
      { ...apiBench.get('candidates list, whole rows'), name: 'candidates list' },
      apiBench.get('step save'),
      apiBench.get('sign-in'),
    ];
    const setups = [
      { name: 'one server', base: balancer.one, pids: [servers[0].child.pid] },
      { name: 'two servers', base: balancer.two, pids: servers.map((server) => server.child.pid) },
    ];
    for (const setup of setups)
      for (const target of targets) {
        const check = await load(setup.base, setup.pids, { ...target, connections: 1, seconds: 0.3 });
        if (check.unexpected > 0 || check.requestsPerSecond === 0)
          throw new Error(`${setup.name}: ${target.name} did not answer ${target.expectStatus ?? 200}`);
      }
    const runs = new Map();
    for (let round = 0; round < rounds; round += 1)
      for (const setup of setups)
        for (const target of targets) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const run = await load(setup.base, setup.pids, {
            ...target,
            connections,
            seconds: Math.max(seconds, target.minimumSeconds ?? 0),
          });
          const key = `${setup.name}|${target.name}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          for (const server of servers)
            if (server.child.exitCode !== null)
              throw new Error(`a server stopped during ${target.name}:\n${server.output().slice(-3000)}`);
        }
    const afterMiB = servers.map((server) => residentMiB(server.child.pid));
    return {
      tables: setups.map((setup) => ({
        name: setup.name,
        rows: targets.map((target) => combineRuns(target.name, runs.get(`${setup.name}|${target.name}`))),
      })),
      restMiB,
      afterMiB,
    };
  } finally {
    await balancer?.stop();
    for (const server of servers) await server.stop();
    postgres.stop();
    rmSync(cluster, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '3' }, rounds: { type: 'string', default: '3' } },
  });
  const options = { connections: 50, seconds: Number(values.seconds), rounds: Number(values.rounds) };
  const result = await benchServers(options);
  for (const table of result.tables) {
    console.log(`\n${table.name} behind HAProxy, ${options.connections} connections, median of ${options.rounds} runs`);
    console.log(formatTable(table.rows, BARE));
  }
  console.log('\ntwo servers ÷ one server (requests per second):');
  const [one, two] = result.tables;
  for (const row of two.rows) {
    const single = one.rows.find((other) => other.name === row.name);
    console.log(`  ${row.name}: ${(row.requestsPerSecond / single.requestsPerSecond).toFixed(2)}×`);
  }
  const mib = (values) => values.map((value) => `${value.toFixed(0)} MiB`).join(' and ');
  console.log(`resident memory of servers A and B: ${mib(result.restMiB)} at rest, ${mib(result.afterMiB)} after`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
