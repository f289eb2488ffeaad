#!/usr/bin/env node
// `npm run bench:api`: what a signed-in person waits for, next to the cheapest answer of the same server (its JSON
// 404 on an unknown /api path, "bare"), on the embedded database and on PostgreSQL: the student's current
// application, their own account (/api/users/me), the bac types (reference data read by a student), and an
// administrator's reads: the candidates list and a session's candidates in the order of the final ranking, the
// beneficiaries board and the users list (25 rows a page), the lists as their screens ask them (each row's summary)
// and, beside them, the whole rows a script reads by default; sign-in (argon2id) and one step save (each connection
// a student saving their own motivation letter), 50 connections. Every read asks the database: nothing keeps
// answers. Also the server's resident memory at rest and after the load runs. Runs the compiled server as
// `npm start` does, durable, logging at the default level into a file. Runs with `node --import tsx` (it prepares
// the databases with the API's code). Reports; asserts nothing but the answers' statuses.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { acceptances, applications, sessions, users } from '../apps/api/src/db/schema/index.ts';
import { runSeeders } from '../apps/api/src/db/seeder.ts';
import { advanceDemoSession } from '../apps/api/src/demo/committee-demo.ts';
import { seedDemo } from '../apps/api/src/demo/seed-demo.ts';
import { createAccessTokens } from '../apps/api/src/lib/access-token.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { seeders } from '../apps/api/src/modules/index.ts';
import { startThrowawayCluster } from '../apps/api/test/global-setup.ts';
import { answersOk, compiledServer, freePort, startServer } from '../apps/api/test/platform/server-process.ts';
import { buildApiIfStale } from './api-build.mjs';
import { combineRuns, formatTable, loadRequests, residentMiB, settled } from './bench-load.mjs';

export const BARE = 'bare (JSON 404)';
/** The targets the goal is judged on: reads by a signed-in person (a student, or the administrator's lists). */
export const SIGNED_IN_READS = [
  'current application',
  'candidates list',
  'final ranking',
  'beneficiaries board',
  'own account',
  'bac types',
  'users list',
];
export const benchSecret = 'bench-api-secret-that-is-long-enough-for-hs256';
const PASSWORD = 'bench-password-2026';
const quiet = pino({ level: 'warn' });
const text = (word) => ({ en: word, fr: word, it: word });

/**
 * The committee's year on the demonstration session, through the API as its people do it: decided by the final
 * ranking and published (committee-demo.ts), then every place accepted by its holder, each beneficiary's tuition, a
 * payment, and two entries of service hours (the first validated): what the beneficiaries board reads.
 */
async function publishDemoSession(config, database, sessionId) {
  const app = await buildApp({ config: { ...config, jobsEveryMinutes: 0 }, database, logger: false });
  try {
    await advanceDemoSession(app, sessionId, 'published', PASSWORD);
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'benchadmin'));
    const as = async (user) => {
      const token = await app.accessTokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion });
      return async (method, url, payload) => {
        const answer = await app.inject({
          method,
          url: `/api${url}`,
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
        if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
        return answer.json().data;
      };
    };
    const committee = await as(admin);
    const places = await database.db
      .select({ applicationId: acceptances.applicationId, holder: users })
      .from(acceptances)
      .innerJoin(applications, eq(applications.id, acceptances.applicationId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(acceptances.sessionId, sessionId));
    const today = new Date().toISOString().slice(0, 10);
    for (const [index, { applicationId: id, holder }] of places.entries()) {
      const beneficiary = await as(holder);
      await beneficiary('POST', `/applications/${id}/acceptance`, { accept: true, commitment: true });
      await committee('PUT', `/beneficiaries/${id}/tuition`, { amount: 150_000 + 5_000 * index });
      await committee('POST', `/beneficiaries/${id}/payments`, {
        dueDate: today,
        amount: 50_000,
        paidDate: today,
        operator: 'MTN_MOMO',
        reference: `BENCH-${id}`,
      });
      const first = await beneficiary('POST', `/beneficiaries/${id}/hours`, {
        date: today,
        hours: 3,
        description: 'Tutoring at the village school',
      });
      await beneficiary('POST', `/beneficiaries/${id}/hours`, { date: today, hours: 2.5, description: 'Library' });
      await committee('POST', `/beneficiaries/${id}/hours/${first.id}/validation`);
    }
    return places.length;
  } finally {
    await app.close();
  }
}

/**
 * A migrated, seeded database: 200 demo applications whose session is decided by the final ranking, published and
 * its places accepted (the beneficiaries' year begun), this year's session open, `people` students and an
 * administrator.
 */
export async function prepare(env, people) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    durability: 'relaxed',
  });
  try {
    await runMigrations(database);
    await runSeeders(seeders, database.db, config, quiet);
    const passwordHash = await hashPassword(PASSWORD);
    const [admin] = await database.db
      .insert(users)
      .values({
        firstName: 'Bench',
        lastName: 'Admin',
        username: 'benchadmin',
        email: 'bench-admin@example.org',
        passwordHash,
        role: 'ADMIN',
        accountVerified: true,
      })
      .returning();
    const demo = await seedDemo(database.db, { applications: 200, dataDir: config.dataDir, seed: 7 });
    // The reads measured need last year's session closed (and published) and this year's open.
    const beneficiaries = await publishDemoSession(config, database, demo.sessionId);
    if (beneficiaries === 0) throw new Error('the demonstration session was published without a place');
    const day = 24 * 3600 * 1000;
    const [session] = await database.db
      .insert(sessions)
      .values({
        name: 'Bench call',
        year: 2027,
        status: 'OPEN',
        startDate: new Date(Date.now() - day),
        endDate: new Date(Date.now() + 30 * day),
        completionNotice: text('Notice'),
        applicationGuidelines: text('Guidelines'),
      })
      .returning();
    const students = await database.db
      .insert(users)
      .values(
        Array.from({ length: people }, (_, i) => ({
          firstName: 'Bench',
          lastName: `Student ${i}`,
          username: `benchstudent${i}`,
          email: `bench${i}@example.org`,
          passwordHash,
          role: 'STUDENT',
          accountVerified: true,
        })),
      )
      .returning();
    const tokens = createAccessTokens(benchSecret, 2, database.db);
    return {
      sessionId: session.id,
      demoSessionId: demo.sessionId,
      students: await Promise.all(
        students.map(async (s) => ({
          login: s.username,
          token: await tokens.sign({ userId: s.id, role: 'STUDENT', version: s.tokenVersion }),
        })),
      ),
      adminToken: await tokens.sign({ userId: admin.id, role: 'ADMIN', version: admin.tokenVersion }),
    };
  } finally {
    await database.close();
  }
}

/**
 * Milliseconds from starting the compiled server (`node dist/server.js`, as `npm start` does once it has nothing to
 * build) on an existing data directory to its first answer of /api/health, polled every 20 ms.
 */
async function readiness(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [compiledServer], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (child.exitCode === null) {
      if (await answersOk(`http://127.0.0.1:${port}/api/health`)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the compiled server exited with status ${child.exitCode} before answering`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** One autocannon run; every connection keeps one person (`people[i]`) for its requests. */
const load = (server, options) => loadRequests({ url: server.base, pids: [server.child.pid], ...options });

const json = (token, method = 'GET', body) => ({
  method,
  headers: {
    'accept-language': 'fr',
    'accept-encoding': 'gzip, deflate, br',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  },
  ...(body ? { body: JSON.stringify(body) } : {}),
});

/** Every student `prepare` made applies to this year's session through the server at `base`; answers them. */
export async function applicants(base, fixture) {
  const people = [];
  for (const student of fixture.students) {
    const response = await fetch(`${base}/api/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ sessionId: fixture.sessionId }),
    });
    if (response.status !== 201) throw new Error(`applying: ${response.status} ${await response.text()}`);
    people.push({ ...student, applicationId: (await response.json()).data.id });
  }
  return people;
}

/**
 * What the bench loads, each target its request as a function of its connection's index (a connection keeps one of
 * `people`, the applicants) and the status it expects.
 */
export function apiTargets(fixture, people) {
  const person = (i) => people[i % people.length];
  const ofDemo = `/api/applications?filter=session.id:eq:${fixture.demoSessionId}&page=0&size=25`;
  const candidates = `${ofDemo}&sort=lastName,asc`;
  // The candidates screen's "final ranking" order (apps/web candidates-list.ts).
  const finalRanking = `${ofDemo}&sort=${encodeURIComponent('finalRank,asc;totalScore,desc')}`;
  // The screens ask each row's summary (apps/web get-candidates.ts, get-users.ts); scripts outside read whole rows
  // by default, measured beside them.
  const summary = '&view=summary';
  return [
    { name: BARE, expectStatus: 404, request: () => ({ path: '/api/no-such-route', ...json() }) },
    {
      name: 'current application',
      request: (i) => ({ path: '/api/applications/user/current', ...json(person(i).token) }),
    },
    { name: 'candidates list', request: () => ({ path: candidates + summary, ...json(fixture.adminToken) }) },
    { name: 'final ranking', request: () => ({ path: finalRanking + summary, ...json(fixture.adminToken) }) },
    { name: 'candidates list, whole rows', request: () => ({ path: candidates, ...json(fixture.adminToken) }) },
    { name: 'final ranking, whole rows', request: () => ({ path: finalRanking, ...json(fixture.adminToken) }) },
    { name: 'beneficiaries board', request: () => ({ path: '/api/beneficiaries', ...json(fixture.adminToken) }) },
    { name: 'own account', request: (i) => ({ path: '/api/users/me', ...json(person(i).token) }) },
    { name: 'bac types', request: (i) => ({ path: '/api/bac-types', ...json(person(i).token) }) },
    { name: 'users list', request: () => ({ path: `/api/users?size=25${summary}`, ...json(fixture.adminToken) }) },
    {
      name: 'users list, whole accounts',
      request: () => ({ path: '/api/users?size=25', ...json(fixture.adminToken) }),
    },
    {
      name: 'sign-in',
      // argon2id (19 MiB, 2 passes) in libuv's four threads bounds it to tens of sign-ins a second: 50 sign-ins at
      // once take seconds, so a longer run is needed to count any.
      minimumSeconds: 10,
      request: (i) => ({
        path: '/api/auth/sign-in',
        ...json(undefined, 'POST', { login: person(i).login, password: PASSWORD }),
      }),
    },
    {
      name: 'step save',
      request: (i) => ({
        path: `/api/applications/${person(i).applicationId}/motivation`,
        ...json(person(i).token, 'PATCH', { motivation: `Saved at ${Date.now()}: ${'words '.repeat(80)}` }),
      }),
    },
  ];
}

/** Starts one database's server and answers its targets, each a function of (connections, seconds). */
async function setUp({ name, env, connections, profileDir }) {
  const fixture = await prepare(env, connections);
  const server = await startServer(
    { ...env, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    { compiled: true, nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const targets = apiTargets(fixture, await applicants(server.base, fixture));
  for (const target of targets) {
    const check = await load(server, { connections: 1, seconds: 0.3, ...target });
    if (check.unexpected > 0 || check.requestsPerSecond === 0)
      throw new Error(`${name}: ${target.name} did not answer ${target.expectStatus ?? 200}`);
  }
  return { name, server, targets };
}

/** Every target of every database, `rounds` times in turns; each run's figures added to `runs` under its row's key. */
async function runRounds(setups, runs, { connections, seconds, rounds, log }) {
  for (let round = 0; round < rounds; round += 1)
    for (const setup of setups)
      for (const target of setup.targets) {
        const key = `${setup.name}|${target.name}`;
        await settled(setup.server);
        const run = await load(setup.server, {
          connections,
          ...target,
          seconds: Math.max(seconds, target.minimumSeconds ?? 0),
        });
        if (setup.server.child.exitCode !== null || setup.server.child.signalCode !== null)
          throw new Error(
            `${setup.name}: the server stopped during ${target.name}:\n${setup.server.output().slice(-3000)}`,
          );
        if (run.requestsPerSecond === 0)
          log(
            `${setup.name}, ${target.name}: no answer in ${seconds} s; the server's last words:\n${setup.server.output().slice(-1500)}`,
          );
        runs.set(key, [...(runs.get(key) ?? []), run]);
      }
}

/**
 * Runs every target of both databases, `rounds` times in turns (a burst of other work on the shared machine spoils
 * one run, not a row), and answers the tables' rows with the memory figures.
 */
export async function benchApi({
  connections = 50,
  seconds = 3,
  rounds = 3,
  log = console.log,
  databases = ['PostgreSQL', 'PGlite'],
  only,
  profileDir,
} = {}) {
  buildApiIfStale();
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
  const cluster = mkdtempSync(join(tmpdir(), 'portal-bench-api-pg-'));
  const started = startThrowawayCluster(cluster, { durable: true });
  const setups = [];
  try {
    const common = { JWT_SECRET: benchSecret, WEB_DIST: join(work, 'no-web'), DURABILITY: 'durable' };
    for (const [name, databaseUrl] of [
      ['PostgreSQL', started.url],
      ['PGlite', ''],
    ].filter(([name]) => databases.includes(name))) {
      const env = { ...common, DATA_DIR: join(work, `data-${name}`), DATABASE_URL: databaseUrl };
      const setup = await setUp({ name, env, connections, profileDir });
      setup.env = env;
      if (only) setup.targets = setup.targets.filter((target) => only.includes(target.name));
      setup.targetNames = setup.targets.map((target) => target.name);
      setup.restMiB = residentMiB(setup.server.child.pid);
      setups.push(setup);
      log(`${name}: ready, ${setup.restMiB.toFixed(0)} MiB resident at rest`);
    }
    const runs = new Map();
    await runRounds(setups, runs, { connections, seconds, rounds, log });
    const afterMiB = setups.map((setup) => residentMiB(setup.server.child.pid));
    const peakMiB = setups.map((setup) => residentMiB(setup.server.child.pid, 'VmHWM'));
    const measured = setups.map((setup, index) => ({
      name: setup.name,
      restMiB: setup.restMiB,
      afterMiB: afterMiB[index],
      peakMiB: peakMiB[index],
      rows: setup.targetNames.map((name) => combineRuns(name, runs.get(`${setup.name}|${name}`))),
    }));
    for (const [index, setup] of setups.entries()) {
      await setup.server.stop();
      measured[index].readyMs = [];
      for (let start = 0; start < 3; start += 1) measured[index].readyMs.push(await readiness(setup.env));
    }
    return measured;
  } finally {
    for (const setup of setups) await setup.server.stop();
    started.stop();
    rmSync(cluster, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '3' },
      database: { type: 'string', multiple: true },
      only: { type: 'string', multiple: true },
      profile: { type: 'string' },
    },
  });
  const options = {
    connections: 50,
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    databases: values.database,
    only: values.only,
    // A CPU profile of each server (node --cpu-prof) into this folder, written when the server stops.
    profileDir: values.profile,
  };
  const results = await benchApi(options);
  for (const result of results) {
    console.log(
      `\n${result.name}, ${options.connections} connections, median of ${options.rounds} runs of ${options.seconds} s`,
    );
    console.log(formatTable(result.rows, BARE));
    console.log(
      `resident memory: ${result.restMiB.toFixed(0)} MiB at rest, ${result.afterMiB.toFixed(0)} MiB after the load runs, ` +
        `at most ${result.peakMiB.toFixed(0)} MiB since it started`,
    );
    // The server beside PostgreSQL and Caddy on a 1 GB machine (docs/deploy.md).
    if (result.name === 'PostgreSQL')
      console.log(
        `PostgreSQL, resident memory after the load runs: ${result.afterMiB.toFixed(0)} MiB: goal (≤ 256 MiB, a 1 GB server) ${result.afterMiB <= 256 ? 'met' : 'NOT met'}`,
      );
    const ready = result.readyMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ');
    console.log(`ready on the existing data (compiled server, 3 starts): ${ready}`);
  }
  for (const result of results) {
    const bare = result.rows.find((row) => row.name === BARE)?.requestsPerSecond;
    // `--only` without the bare target: nothing to judge against.
    if (bare === undefined) continue;
    const goal = result.name === 'PostgreSQL' ? 0.25 : 0.15;
    for (const row of result.rows.filter((r) => SIGNED_IN_READS.includes(r.name))) {
      const ratio = row.requestsPerSecond / bare;
      const met = ratio >= goal && (result.name !== 'PostgreSQL' || row.p99 <= 50);
      console.log(
        `${result.name}, ${row.name}: ${(ratio * 100).toFixed(0)} % of bare, p99 ${row.p99} ms: ` +
          `goal (≥ ${goal * 100} %${result.name === 'PostgreSQL' ? ', p99 ≤ 50 ms' : ''}) ${met ? 'met' : 'NOT met'}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
