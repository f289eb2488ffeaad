import type { Logger } from 'drizzle-orm/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyingFixtures } from '../applications/fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { completeFamily, earningMother } from './fixtures.ts';

/** Every statement the app sends but the transaction's BEGIN and COMMIT (PGlite's driver does not report them). */
const statements: string[] = [];
const queryLogger: Logger = {
  logQuery(query) {
    if (!/^(begin|commit|rollback)\b/i.test(query.trim())) statements.push(query);
  },
};

/**
 * A statement in short: what it does to which table, joined with which, and whether it locks. A sub-select in the
 * selected columns (the sign-in state's token key) is part of its statement, not a table it reads from.
 */
function gist(statement: string): string {
  const query = statement.replace(/\(select (?:[^()]|\([^()]*\))*\)/g, '(…)');
  const [verb] = query.split(' ');
  const table = query.match(/^(?:select .*? from|update|insert into|delete from) "(\w+)"/)?.[1];
  const joins = [...query.matchAll(/join "(\w+)"/g)].map((match) => match[1]);
  return [verb, table, ...joins.map((join) => `+${join}`), / for update/.test(query) ? 'locked' : '']
    .filter(Boolean)
    .join(' ');
}

let t: TestApp;
let fixtures: ReturnType<typeof applyingFixtures>;
let session: { id: number };

beforeAll(async () => {
  t = await createTestApp({ queryLogger });
  fixtures = applyingFixtures(t);
  session = await fixtures.session();
});
afterAll(async () => t?.close());

/** What one request sends to the database, from the sign-in check to the answer. */
async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>) {
  statements.length = 0;
  const response = await request();
  expect(response.statusCode, response.body).toBe(200);
  return statements.map(gist);
}

describe('a family save', () => {
  it('reads the family and its application once: the policy hands what it found to the service', async () => {
    const student = await t.createUser();
    const application = await fixtures.apply(student, session.id);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.injectAs(student, { method, url: `/api${url}`, payload });
    const family = (await call('POST', '/families', { applicationId: application.id })).json().data;
    const member = (await call('POST', `/families/${family.id}/members`, earningMother)).json().data;

    // Before the policy handed its object on: 8 statements, the family read three times and the application twice.
    expect(
      await statementsOf(() => call('PUT', `/families/${family.id}`, { ...completeFamily, version: family.version })),
    ).toEqual([
      'select users', // the sign-in state, read by every signed-in request (decision 543)
      'select families +applications', // the policy: the family and its owner
      'select applications +sessions locked', // the state: may the application change? (and its lock)
      'update families', // the write, refused as stale if the version moved
    ]);
    // Before: 10 statements.
    const memberChange = { ...earningMother, birthYear: 1976, version: member.version };
    expect(await statementsOf(() => call('PUT', `/families/members/${member.id}`, memberChange))).toEqual([
      'select users',
      'select family_members +families +applications',
      'select applications +sessions locked',
      'update family_members',
    ]);
  });

  it('still refuses a stale copy and a locked application, each with its one more read', async () => {
    const student = await t.createUser();
    const application = await fixtures.apply(student, session.id);
    const family = (
      await t.injectAs(student, { method: 'POST', url: '/api/families', payload: { applicationId: application.id } })
    ).json().data;
    const save = (version: number) =>
      t.injectAs(student, { method: 'PUT', url: `/api/families/${family.id}`, payload: { rooms: 2, version } });
    expect((await save(family.version)).statusCode).toBe(200);
    statements.length = 0;
    const stale = await save(family.version);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_WRITE']);
    expect(statements.map(gist).slice(-2)).toEqual(['update families', 'select families']);
    await fixtures.closeSession(session.id);
    const locked = await save(family.version + 1);
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'APPLICATION_LOCKED']);
  });
});
