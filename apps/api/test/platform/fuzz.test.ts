import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeders } from '../../src/db/seeder.ts';
import { isAccessLevel } from '../../src/lib/access.ts';
import { accessPolicies } from '../../src/modules/access-policies.ts';
import { seeders } from '../../src/modules/index.ts';
import { isValidAccess } from '../../src/plugins/access.ts';
import { methodsOf } from '../route-fuzz.ts';
import { bodiesFor } from '../schema-arbitrary.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { type Maker, validRequests } from './valid-requests.ts';

/**
 * Property-based fuzzing of every request body: each route of the route table that takes a JSON body is sent bodies
 * generated from its shared zod schema (shaped by it, with one value broken, a valid body with one value broken, any
 * JSON), by a caller the route lets in, on the objects its valid request made (valid-requests.ts), so the bodies reach
 * the route's validation and, when they pass it, its service. No answer may be a 5xx. fast-check shrinks a failure to
 * its smallest body and prints the seed that replays it (FUZZ_SEED, FUZZ_RUNS). `npm test` uses one seed, so that a
 * run fails only for a change of the code; FUZZ_SEED=random (or any number) explores further.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20_261_124);

let t: TestApp;
let valid: Record<string, Maker>;

beforeAll(async () => {
  t = await createTestApp();
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
  valid = validRequests(t);
});
afterAll(async () => t?.close());

type Body = { body?: unknown; consumes?: string[] };
const jsonBodyRoutes = () =>
  t.app.routeTable.filter((route) => {
    const schema = route.schema as Body | undefined;
    return route.url.startsWith('/api/') && schema?.body !== undefined && !schema.consumes?.length;
  });

/** A caller the route lets in: an administrator on an administrator's route, otherwise a student (the owner). */
async function callerOf(route: RouteOptions): Promise<TestUser | null> {
  const access = route.config?.access;
  if (!isValidAccess(access)) throw new Error(`${route.url} declares no access`);
  const level = isAccessLevel(access)
    ? access
    : ((policy) => (isAccessLevel(policy) ? policy : policy.kind))(accessPolicies[access.action]);
  return t.createUser(level === 'admin' ? { role: 'ADMIN' } : {});
}

describe('generated request bodies', () => {
  it('never get a 5xx, on any route that takes a body', async () => {
    const failures: string[] = [];
    const fuzzed: string[] = [];
    for (const route of jsonBodyRoutes()) {
      for (const method of methodsOf(route)) {
        if (method === 'HEAD' || method === 'OPTIONS' || method === 'GET') continue;
        const name = `${method} ${route.url}`;
        const make = valid[name];
        if (!make) throw new Error(`${name}: no valid request in valid-requests.ts`);
        const who = await callerOf(route);
        const request = await make(who!);
        fuzzed.push(name);
        const result = await fc.check(
          fc.asyncProperty(bodiesFor((route.schema as Body).body, request.json), async (body) => {
            const response = await t.injectAs(who, {
              method: method as 'POST',
              url: request.url,
              payload: JSON.stringify(body) ?? '',
              headers: { 'content-type': 'application/json' },
            });
            if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
          }),
          { numRuns: runs, seed, endOnFailure: false },
        );
        await request.after?.();
        if (result.failed) {
          const body = JSON.stringify(result.counterexample?.[0])?.slice(0, 300);
          failures.push(`${name} ${body} → ${String(result.errorInstance)} (seed ${result.seed})`);
        }
      }
    }
    expect(fuzzed.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 300_000);
});
