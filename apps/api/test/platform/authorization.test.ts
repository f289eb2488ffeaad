import { emptySteps } from '@portal/shared/application-rules';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, sessions } from '../../src/db/schema/index.ts';
import { runSeeders } from '../../src/db/seeder.ts';
import { type AccessLevel, isAccessLevel, type ObjectKey } from '../../src/lib/access.ts';
import { type Action, accessPolicies } from '../../src/modules/access-policies.ts';
import { seeders } from '../../src/modules/index.ts';
import { referenceLists } from '../../src/modules/reference/reference.lists.ts';
import accessPlugin, { isValidAccess, type RouteAccess } from '../../src/plugins/access.ts';
import { jsonSchemaOf, methodsOf, plainSession, sampleOf } from '../route-fuzz.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Walks the server's route table. Every route under /api declares who may call it (`config.access`), and each is
 * called, with plausible parameters and body, as nobody, as two students A and B, and as an administrator:
 * - nobody gets 401 from anything but a public route;
 * - a student gets 403 from an administrator's route;
 * - student B gets 404 from a route on student A's object, which A and administrators may use;
 * - and no call answers 5xx.
 * A new route is covered the moment it is registered; a new kind of object needs its line in `objectsOf` or
 * `ownedBy` below, or this test says which one is missing.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
});
afterAll(async () => t?.close());

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A fresh object for `:id`, by the first segment of the route's path (an administrator's call may delete it). */
const objectsOf: Record<string, () => Promise<number>> = {
  sessions: async () => (await t.app.services.sessions.create(plainSession)).id,
  users: async () => (await t.createUser()).id,
  applications: async () => applicationOf(await t.createUser()),
  families: async () => {
    const owner = await t.createUser();
    const { id } = await t.app.services.family.create(owner, { applicationId: await applicationOf(owner) });
    return id;
  },
  quotes: async () =>
    (await t.app.services.quotes.create({ fields: { fullName: 'A', position: 'B', content: 'C' }, files: [] })).id,
  ...Object.fromEntries(
    referenceLists.map((list) => [
      list.kind,
      async () => ((await t.app.services.reference[list.kind].list())[0] as { id: number }).id,
    ]),
  ),
};

/** The session students apply to: open now, made once. */
let ongoing: Promise<number> | undefined;
function ongoingSession(): Promise<number> {
  ongoing ??= (async () => {
    const day = 24 * 3600_000;
    const { id } = await t.app.services.sessions.create({
      ...plainSession,
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 30 * day).toISOString(),
    });
    await t.app.services.sessions.changeStatus(id, 'OPEN');
    return id;
  })();
  return ongoing;
}
const applicationOf = async (owner: TestUser) =>
  (await t.app.services.applications.create(owner, await ongoingSession())).id;

/** An application of a closed session: its decisions are published, so its applicant reads its score. */
let closed: Promise<number> | undefined;
async function publishedApplicationOf(owner: TestUser) {
  closed ??= (async () => {
    const { id } = await t.app.services.sessions.create(plainSession);
    await t.database.db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, id));
    return id;
  })();
  const values = { sessionId: await closed, userId: owner.id, steps: emptySteps() };
  return (await t.database.db.insert(applications).values(values).returning())[0]!.id;
}

/** For each action on an object that belongs to a user: such an object of `owner`, and its key. */
const ownedBy: Record<Action, (owner: TestUser) => Promise<ObjectKey>> = {
  'user.avatar.read': async (owner) => {
    const file = { field: 'avatar', filename: 'me.png', mimetype: 'image/png', buffer: await png() };
    const user = await t.app.services.users.setAvatar(owner.id, file);
    return user.avatar!.split('/').pop()!;
  },
  'application.read': applicationOf,
  'application.update': applicationOf,
  'application.renew': applicationOf,
  'application.score.read': publishedApplicationOf,
  'schoolResult.read': schoolResultOf,
  'schoolResult.update': schoolResultOf,
  'highSchoolResume.read': highSchoolResumeOf,
  'highSchoolResume.update': highSchoolResumeOf,
  'document.update': async (owner) => (await documentOf(owner)).id,
  'document.file.read': async (owner) => new URL((await documentOf(owner)).url, 'http://x').pathname.split('/').pop()!,
  'family.read': familyOf,
  'family.update': familyOf,
  'familyMember.update': async (owner) => (await t.app.services.family.addMember(owner, await familyOf(owner), {})).id,
  'user.families.read': async (owner) => owner.id,
  'financing.read': financingOf,
  'financing.update': financingOf,
  'extraActivity.read': extraActivityOf,
  'extraActivity.update': extraActivityOf,
};
async function documentOf(owner: TestUser) {
  const applicationId = await applicationOf(owner);
  const types = await t.app.services.reference['document-types'].list();
  const type = types.find((row) => row.target === 'BOTH' && row.scope !== 'RENEWAL')!;
  const file = { field: 'file', filename: 'proof.png', mimetype: 'image/png', buffer: await png() };
  const fields = { typeId: String(type.id), applicationId: String(applicationId) };
  return (await t.app.services.documents.upload(owner, { fields, files: [file] }, 'file'))[0]!;
}
async function familyOf(owner: TestUser) {
  return (await t.app.services.family.create(owner, { applicationId: await applicationOf(owner) })).id;
}
async function financingOf(owner: TestUser) {
  const applicationId = await applicationOf(owner);
  return (await t.app.services.applicationLists.financings.create(owner, { applicationId })).id;
}
async function extraActivityOf(owner: TestUser) {
  const applicationId = await applicationOf(owner);
  return (await t.app.services.applicationLists.extraActivities.create(owner, { applicationId })).id;
}
async function schoolResultOf(owner: TestUser) {
  const applicationId = await applicationOf(owner);
  return ((await t.app.services.applicationParts.schoolResults.create(owner, { applicationId })) as { id: number }).id;
}
async function highSchoolResumeOf(owner: TestUser) {
  const applicationId = await applicationOf(owner);
  return ((await t.app.services.applicationParts.highSchoolResumes.create(owner, { applicationId })) as { id: number })
    .id;
}

/**
 * Bodies the sampler cannot make valid by itself, because a rule ties fields together (a francophone resume has a
 * final grade, not GCE grades): without them validation answers 400 before anyone's access is looked at.
 */
const validBodies: Record<string, object> = {
  '/api/high-school-resumes': { languageSection: 'FRANCOPHONE', finalGrade: 12, gceGrades: [] },
  '/api/high-school-resumes/:id': { languageSection: 'FRANCOPHONE', finalGrade: 12, gceGrades: [] },
  // A member who lives on an income declares some.
  '/api/families/:id/members': { annualSalary: 1 },
  '/api/families/members/:id': { annualSalary: 1 },
};

type Caller = 'nobody' | 'student A' | 'student B' | 'administrator';
type Expectation = { refused?: number; allowed?: true };

/** What each caller must get from a route with this declaration. */
function expectations(access: RouteAccess): Record<Caller, Expectation> {
  const level: AccessLevel | 'owner' | 'owner-or-admin' = isAccessLevel(access)
    ? access
    : ((policy) => (isAccessLevel(policy) ? policy : policy.kind))(accessPolicies[access.action]);
  // A public route may refuse anyone for its own reasons (a wrong password is a 401): it only must not fail.
  if (level === 'public') return { nobody: {}, 'student A': {}, 'student B': {}, administrator: {} };
  const allowed = { allowed: true } as const;
  const nobody = { refused: 401 };
  if (level === 'signed-in') return { nobody, 'student A': allowed, 'student B': allowed, administrator: allowed };
  if (level === 'admin') {
    return { nobody, 'student A': { refused: 403 }, 'student B': { refused: 403 }, administrator: allowed };
  }
  if (level === 'student')
    return { nobody, 'student A': allowed, 'student B': allowed, administrator: { refused: 403 } };
  return {
    nobody,
    'student A': allowed,
    'student B': { refused: 404 },
    administrator: level === 'owner-or-admin' ? allowed : { refused: 403 },
  };
}

const apiRoutes = () =>
  t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

function paramsOf(route: RouteOptions): Record<string, unknown> {
  return jsonSchemaOf((route.schema as { params?: unknown } | undefined)?.params)?.properties ?? {};
}

/** The path with plausible values: a fresh object for `:id`, the owner's object where the route acts on one. */
async function plausibleUrl(route: RouteOptions, owned?: { param: string; key: ObjectKey }): Promise<string> {
  const values: Record<string, string> = {};
  for (const [name, schema] of Object.entries(paramsOf(route))) {
    if (owned?.param === name) values[name] = String(owned.key);
    else if (name === 'id') {
      const segment = route.url.split('/')[2] ?? '';
      const make = objectsOf[segment];
      if (!make) throw new Error(`${route.url}: add a plausible object for /${segment}/:id to objectsOf`);
      values[name] = String(await make());
    } else values[name] = String(sampleOf(schema as never));
  }
  return route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

async function call(who: TestUser | null, method: string, url: string, body: unknown): Promise<LightMyRequestResponse> {
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  return t.injectAs(who, {
    method: method as 'GET',
    url,
    ...(hasBody ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
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

  it('refuses nobody, students and other students as declared, and never fails', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of apiRoutes()) {
      const access = route.config?.access;
      if (!isValidAccess(access)) continue;
      const expected = expectations(access);
      const [studentA, studentB, administrator] = [
        await t.createUser(),
        await t.createUser(),
        await t.createUser({ role: 'ADMIN' }),
      ];
      const owned =
        typeof access === 'object'
          ? { param: access.param ?? 'id', body: access.body, key: await ownedBy[access.action](studentA!) }
          : undefined;
      const schema = (route.schema ?? {}) as { body?: unknown };
      const sample = sampleOf(jsonSchemaOf(schema.body));
      const fixed = validBodies[route.url];
      const plausible = fixed ? { ...(sample as object), ...fixed } : sample;
      const body = owned?.body ? { ...(plausible as object), [owned.body]: owned.key } : plausible;
      for (const method of methodsOf(route).filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        // The administrator last: their call may delete the object the others were refused. Where only the owner
        // may act, the owner goes last instead, for the same reason.
        const callers: [Caller, TestUser | null][] = [
          ['nobody', null],
          ['student B', studentB!],
          ['student A', studentA!],
          ['administrator', administrator!],
        ];
        if (expected.administrator.refused === 403) callers.push(callers.splice(2, 1)[0]!);
        for (const [caller, who] of callers) {
          const url = await plausibleUrl(route, owned?.body ? undefined : owned);
          const res = await call(who, method, url, body);
          calls += 1;
          const { refused, allowed } = expected[caller];
          const wrong =
            res.statusCode >= 500 ||
            (refused !== undefined && res.statusCode !== refused) ||
            (allowed && [401, 403].includes(res.statusCode)) ||
            (allowed && owned && res.statusCode === 404);
          if (wrong) failures.push(`${caller}: ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(150);
  }, 120_000);
});
