#!/usr/bin/env node
// `npm run bench:durability`: what flushing before the answer costs. Step saves (PATCH of an application's
// motivation, each person their own application) through the real server, with DURABILITY=durable and relaxed on
// the embedded database, and on a PostgreSQL cluster with its own durable settings (fsync, synchronous commit) for
// reference; 1 and 20 connections. Runs with `node --import tsx` (it prepares the databases with the API's code).
// Reports writes/s and latency; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { sessions, users } from '../apps/api/src/db/schema/index.ts';
import { runSeeders } from '../apps/api/src/db/seeder.ts';
import { createAccessTokens } from '../apps/api/src/lib/access-token.ts';
import { seeders } from '../apps/api/src/modules/index.ts';
import { startThrowawayCluster } from '../apps/api/test/global-setup.ts';
import { startServer } from '../apps/api/test/platform/server-process.ts';
import { applicants } from './bench-api.mjs';
import { combineRuns, formatTable, loadRequests } from './bench-load.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' } },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const PEOPLE = 20;
const secret = 'bench-durability-secret-long-enough-for-hs256';
const work = mkdtempSync(join(tmpdir(), 'portal-bench-durability-'));
const quiet = pino({ level: 'warn' });
const text = (word) => ({ en: word, fr: word, it: word });

/** A migrated, seeded database with an open session and PEOPLE students, each with their token. */
async function prepare(env) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    durability: 'relaxed',
  });
  try {
    await runMigrations(database);
    await runSeeders(seeders, database.db, config, quiet);
    const day = 24 * 3600 * 1000;
    const [session] = await database.db
      .insert(sessions)
      .values({
        name: 'Bench call',
        year: 2026,
        status: 'OPEN',
        startDate: new Date(Date.now() - day),
        endDate: new Date(Date.now() + 30 * day),
        completionNotice: text('Notice'),
        applicationGuidelines: text('Guidelines'),
      })
      .returning();
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          firstName: 'Bench',
          lastName: `Student ${i}`,
          username: `benchstudent${i}`,
          email: `bench${i}@example.org`,
          passwordHash: 'x',
          role: 'STUDENT',
          accountVerified: true,
        })),
      )
      .returning();
    const tokens = createAccessTokens(secret, 2, database.db);
    return {
      sessionId: session.id,
      students: await Promise.all(
        people.map(async (person) => ({
          token: await tokens.sign({ userId: person.id, role: 'STUDENT', version: person.tokenVersion }),
        })),
      ),
    };
  } finally {
    await database.close();
  }
}

/**
 * Step saves for `duration` seconds on `connections` connections, each connection one person's application; with the
 * server's CPU time per save: what durability costs the processor, whatever else the machine is doing.
 */
function stepSaves(server, people, connections, duration) {
  return loadRequests({
    url: server.base,
    pids: [server.child.pid],
    connections,
    seconds: duration,
    request: (index) => {
      const person = people[index % people.length];
      return {
        method: 'PATCH',
        path: `/api/applications/${person.applicationId}/motivation`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
        body: JSON.stringify({ motivation: `Saved at ${Date.now()}: ${'words '.repeat(80)}` }),
      };
    },
  });
}

const targets = [
  { name: 'PGlite durable', durability: 'durable' },
  { name: 'PGlite relaxed', durability: 'relaxed' },
  { name: 'PostgreSQL (fsync on)', durability: 'durable', postgres: true },
];
const runs = new Map();
const servers = [];
let stopCluster = () => {};
try {
  let databaseUrl;
  if (targets.some((target) => target.postgres)) {
    const cluster = mkdtempSync(join(tmpdir(), 'portal-bench-durability-pg-'));
    const started = startThrowawayCluster(cluster, { durable: true });
    databaseUrl = started.url;
    stopCluster = () => {
      started.stop();
      rmSync(cluster, { recursive: true, force: true });
    };
  }
  // Every server runs from the start and the runs take turns: a burst of other work on a shared machine spoils one
  // run of each target, not all the runs of one.
  for (const [index, target] of targets.entries()) {
    const env = {
      DATA_DIR: join(work, `data-${index}`),
      DATABASE_URL: target.postgres ? databaseUrl : '',
      DURABILITY: target.durability,
      JWT_SECRET: secret,
      WEB_DIST: join(work, 'no-web'),
    };
    const fixture = await prepare(env);
    const server = await startServer(env);
    servers.push(server);
    const people = await applicants(server.base, fixture);
    target.run = (connections, duration) => stepSaves(server, people, connections, duration);
    await target.run(20, 1);
  }
  for (let round = 0; round < rounds; round += 1)
    for (const connections of [1, 20])
      for (const target of targets) {
        const key = `${target.name}|${connections}`;
        runs.set(key, [...(runs.get(key) ?? []), await target.run(connections, seconds)]);
      }
  for (const connections of [1, 20]) {
    const rows = targets.map((target) => combineRuns(target.name, runs.get(`${target.name}|${connections}`)));
    console.log(
      `\nStep saves, ${connections} connection${connections > 1 ? 's' : ''} (median of ${rounds} runs of ${seconds} s)`,
    );
    console.log(formatTable(rows, 'PGlite relaxed'));
  }
} finally {
  for (const server of servers) await server.stop();
  stopCluster();
  rmSync(work, { recursive: true, force: true });
}
