import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeders } from '../../src/db/seeder.ts';
import { type AccessLevel, isAccessLevel, type ObjectPolicy } from '../../src/lib/access.ts';
import { type Action, accessPolicies } from '../../src/modules/access-policies.ts';
import { seeders } from '../../src/modules/index.ts';
import accessPlugin, { isValidAccess, type RouteAccess } from '../../src/plugins/access.ts';
import { multipart } from '../documents/helpers.ts';
import { methodsOf } from '../route-fuzz.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { type Maker, type ValidRequest, validRequests } from './valid-requests.ts';

/**
 * Walks the server's route table. Every route under /api declares who may call it (`config.access`), and each is
 * called with a valid request (valid-requests.ts: its parameters, a body its schema accepts, the objects it needs,
 * belonging to the right person, in a state where the action is allowed) as nobody, as two students A and B, as an
 * administrator and as an evaluator (the four roles: nobody, student, administrator, evaluator):
 * - whoever the declaration allows gets a 2xx (a route that answers 400 to everyone fails here);
 * - nobody gets 401 from anything but a public route;
 * - a student gets 403 from a staff or an administrator's route, an evaluator 403 from an administrator's route, staff
 *   403 from a student's route or from an action on a student's object that only its owner (or only an
 *   administrator) may take;
 * - student B gets 404 from a route on student A's object.
 * The panel's actions are called by each staff member with a request made for them: its maker seats the user it is
 * given on the application's panel. An evaluator's conflicts and a seat missing are tested in
 * test/access/evaluators.test.ts. A new route fails this test by name until valid-requests.ts says how to call it.
 */
let t: TestApp;
let valid: Record<string, Maker>;

beforeAll(async () => {
  // Staff may turn their own second factor off only where it is optional; under `required` they are refused
  // (test/accounts/two-factor.test.ts), and every other route answers alike.
  t = await createTestApp({ env: { STAFF_2FA: 'optional' } });
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
  valid = validRequests(t);
});
afterAll(async () => t?.close());

type Caller = 'nobody' | 'student A' | 'student B' | 'administrator' | 'evaluator';
type Expectation = { refused: number } | { allowed: true };
type Level = AccessLevel | ObjectPolicy['kind'];

const levelOf = (access: RouteAccess): Level =>
  isAccessLevel(access)
    ? access
    : ((policy) => (isAccessLevel(policy) ? policy : policy.kind))(accessPolicies[access.action]);

/** What each caller must get from a route with this declaration; A is the owner of the objects it acts on. */
function expectations(level: Level): Record<Caller, Expectation> {
  const allowed = { allowed: true } as const;
  const [nobody, forbidden, missing] = [{ refused: 401 }, { refused: 403 }, { refused: 404 }];
  const students = (a: Expectation, b: Expectation) => ({ 'student A': a, 'student B': b });
  const staff = (administrator: Expectation, evaluator: Expectation) => ({ administrator, evaluator });
  switch (level) {
    case 'public':
      return { nobody: allowed, ...students(allowed, allowed), ...staff(allowed, allowed) };
    case 'signed-in':
      return { nobody, ...students(allowed, allowed), ...staff(allowed, allowed) };
    case 'student':
      return { nobody, ...students(allowed, allowed), ...staff(forbidden, forbidden) };
    case 'admin':
      return { nobody, ...students(forbidden, forbidden), ...staff(allowed, forbidden) };
    case 'staff':
    case 'panel':
    case 'panel-member':
    case 'conflict':
      return { nobody, ...students(forbidden, forbidden), ...staff(allowed, allowed) };
    case 'owner':
      return { nobody, ...students(allowed, missing), ...staff(forbidden, forbidden) };
    case 'owner-or-admin':
      return { nobody, ...students(allowed, missing), ...staff(allowed, forbidden) };
    case 'owner-or-staff':
      return { nobody, ...students(allowed, missing), ...staff(allowed, allowed) };
  }
}

/**
 * Callers allowed whom the route's request must be made for: their own account (any route on `/users/me/`, such as a
 * staff member's own second factor), their own seat on a panel.
 */
const madeForTheCaller = (level: Level, url: string) =>
  ['signed-in', 'panel', 'panel-member', 'conflict'].includes(level) || url.startsWith('/api/users/me/');

const apiRoutes = () =>
  t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

const routeNames = (route: RouteOptions) =>
  methodsOf(route)
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({ method, name: `${method} ${route.url}` }));

async function send(who: TestUser | null, method: string, request: ValidRequest): Promise<LightMyRequestResponse> {
  const payload = request.multipart
    ? multipart(request.multipart)
    : request.json === undefined
      ? {}
      : { payload: JSON.stringify(request.json), headers: { 'content-type': 'application/json' } };
  const response = await t.injectAs(who, { method: method as 'GET', url: request.url, ...payload });
  await request.after?.();
  return response;
}

describe('who may call each route', () => {
  it('is declared by every route under /api', () => {
    const undeclared = apiRoutes()
      .filter((route) => !isValidAccess(route.config?.access))
      .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    expect(undeclared).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(40);
  });

  it('keeps a route without a declaration from being registered at all', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(/declare who may call it/);
    expect(() =>
      app.get('/api/unknown-action', { config: { access: { action: 'no.such.action' as Action } } }, async () => ''),
    ).toThrow(/declare who may call it/);
    await app.close();
  });

  it('has a valid request for every route, and for no route that does not exist', () => {
    const names = apiRoutes().flatMap((route) => routeNames(route).map(({ name }) => name));
    expect(names.filter((name) => !valid[name]).map((name) => `${name}: add its valid request`)).toEqual([]);
    expect(Object.keys(valid).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('lets in whoever the declaration allows (2xx) and refuses everyone else as declared', async () => {
    const failures: string[] = [];
    const counted = { allowed: 0, refused: 0 };
    for (const route of apiRoutes()) {
      const access = route.config?.access;
      if (!isValidAccess(access)) continue;
      const level = levelOf(access);
      const expected = expectations(level);
      for (const { method, name } of routeNames(route)) {
        const make = valid[name];
        if (!make) continue;
        const [studentA, studentB, administrator, evaluator] = [
          await t.createUser(),
          await t.createUser(),
          await t.createUser({ role: 'ADMIN' }),
          await t.createUser({ role: 'EVALUATOR' }),
        ];
        // A's request serves every refusal, A's own call, and the staff's calls on A's objects (made before A's
        // call, which may delete them). Others allowed get requests of their own: B's, a staff member's for what
        // concerns their own account or their seat on a panel, a fresh student's for nobody and for staff on a
        // public route.
        let ofA: ValidRequest | undefined;
        const requestOfA = async () => (ofA ??= await make(studentA!));
        const requestFor = async (caller: Caller, who: TestUser | null): Promise<ValidRequest> => {
          if (caller === 'student A' || !('allowed' in expected[caller])) return requestOfA();
          if (caller === 'student B') return make(studentB!);
          if (caller === 'nobody' || level === 'public') return make(await t.createUser());
          return madeForTheCaller(level, route.url) ? make(who!) : requestOfA();
        };
        const callers: [Caller, TestUser | null][] = [
          ['nobody', null],
          ['student B', studentB!],
          ['administrator', administrator!],
          ['evaluator', evaluator!],
          ['student A', studentA!],
        ];
        for (const [caller, who] of callers) {
          let response: LightMyRequestResponse;
          try {
            response = await send(who, method, await requestFor(caller, who));
          } catch (error) {
            failures.push(`${name} as ${caller}: the valid request could not be made: ${(error as Error).message}`);
            continue;
          }
          const expectation = expected[caller];
          const right =
            'allowed' in expectation
              ? response.statusCode >= 200 && response.statusCode < 300
              : response.statusCode === expectation.refused;
          counted['allowed' in expectation ? 'allowed' : 'refused'] += 1;
          if (!right) {
            const wanted = 'allowed' in expectation ? '2xx' : expectation.refused;
            failures.push(
              `${name} as ${caller}: ${response.statusCode}, not ${wanted}: ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    console.info(`${counted.allowed} calls allowed (2xx), ${counted.refused} refused`);
    expect(failures).toEqual([]);
    expect(counted.allowed).toBeGreaterThan(200);
    expect(counted.refused).toBeGreaterThan(200);
  }, 600_000);
});
