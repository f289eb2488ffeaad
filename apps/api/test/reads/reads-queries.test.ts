import { asc, eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReads } from '../../src/db/schema/index.ts';
import { documentsFixtures, pdf, upload } from '../documents/helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/**
 * A staff member's read costs no round trip of its own: the statement that finds what they read appends the read
 * (a data-modifying CTE in front of the lookup), so a logged read sends as many statements as the same read did
 * before it was logged, each listed here.
 */
const statements: string[] = [];
const queryLogger: Logger = {
  logQuery(query) {
    if (process.env.SHOW_SQL) console.info(query);
    if (!/^(begin|commit|rollback)\b/i.test(query.trim())) statements.push(query);
  },
};

/** A statement in short: the read log's append if it opens with it, then what it reads from which table. */
function gist(query: string): string {
  const logs = /^with "read_logged" as \(insert into "application_reads"/.test(query) ? ['log read +'] : [];
  let main = query.replace(/^with "read_logged" as \(insert into "application_reads"[\s\S]*?returning "id"\)\s*/, '');
  // Subqueries in the answer's columns (whether the reader may read the file) are not the table read.
  for (let before = ''; before !== main; ) [before, main] = [main, main.replace(/\([^()]*\)/g, '')];
  const [verb] = main.split(' ');
  const table = main.match(/^(?:select .*? from|update|insert into|delete from) "(\w+)"/)?.[1];
  const joins = [...main.matchAll(/join "(\w+)"/g)].map((match) => match[1]);
  return [...logs, verb, table, ...joins.map((join) => `+${join}`)].filter(Boolean).join(' ');
}

let t: TestApp;
let fixtures: Awaited<ReturnType<typeof documentsFixtures>>;
let admin: TestUser;
let evaluator: TestUser;
let owner: TestUser;
let applicationId: number;
let file: string;
let signedUrl: (reader: TestUser) => Promise<string>;

beforeAll(async () => {
  t = await createTestApp({ queryLogger });
  fixtures = await documentsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  evaluator = await t.createUser({ role: 'EVALUATOR' });
  const { user, application } = await fixtures.applicant();
  owner = user;
  applicationId = application.id;
  const sent = await upload(t, user, { typeId: fixtures.types.birth.id, applicationId }, [{ content: pdf() }]);
  expect(sent.statusCode, sent.body).toBe(201);
  file = new URL(sent.json().data.url, 'http://portal.test').pathname.split('/').pop()!;
  signedUrl = async (reader) => {
    const list = await t.injectAs(reader, { method: 'GET', url: `/api/documents/application/${applicationId}` });
    return list.json().data[0].url;
  };
});
afterAll(async () => t?.close());

/** The reads logged of the application, oldest first: who and what. */
const logged = async () =>
  (
    await t.database.db
      .select()
      .from(applicationReads)
      .where(eq(applicationReads.applicationId, applicationId))
      .orderBy(asc(applicationReads.id))
  ).map((row) => `${row.readerId} ${row.what}`);

/** What one request sends to the database, from the sign-in check to the answer. */
async function statementsOf(who: TestUser | null, url: string) {
  statements.length = 0;
  const response = await t.injectAs(who, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return statements.map(gist);
}

describe("a staff member's read", () => {
  it('appends the read in the statement that finds the application: no statement more than the owner sends', async () => {
    const url = `/api/applications/${applicationId}`;
    const byAdministrator = await statementsOf(admin, url);
    expect(byAdministrator.slice(0, 2)).toEqual([
      'select users', // the sign-in state, read by every signed-in request (decision 543)
      'log read + select applications', // the policy's lookup, which appends the read: before, 'select applications'
    ]);
    // What follows is the answer's, the same whoever asks (an evaluator also has their conflict looked up).
    const byEvaluator = await statementsOf(evaluator, url);
    expect(byEvaluator).toEqual([
      ...byAdministrator.slice(0, 2),
      'select evaluation_conflicts',
      ...byAdministrator.slice(2),
    ]);
    // The append rides in front of the administrator's lookup, once.
    const appends = statements.filter((query) => query.startsWith('with "read_logged"'));
    expect(appends.length).toBe(1);
    // The owner's lookup appends nothing and is the same one statement.
    expect((await statementsOf(owner, url)).slice(0, 2)).toEqual(['select users', 'select applications']);
    expect(await logged()).toEqual([`${admin.id} APPLICATION`, `${evaluator.id} APPLICATION`]);
  });

  it('appends the documents list read in its lookup, the same statements as before', async () => {
    expect(await statementsOf(admin, `/api/documents/application/${applicationId}`)).toEqual([
      'select users',
      'log read + select applications', // before: 'select applications'
      'select documents',
    ]);
    expect((await logged()).at(-1)).toBe(`${admin.id} DOCUMENTS`);
  });

  it("appends a file's read in the statement that finds the file, by a signed link or with a token", async () => {
    const signed = await signedUrl(admin);
    expect(new URL(signed, 'http://portal.test').searchParams.get('reader')).toBe(String(admin.id));
    // A signed link reads no sign-in state: its one statement finds the file (before: 'select documents').
    expect(await statementsOf(null, signed)).toEqual(['log read + select documents +applications']);
    expect((await logged()).at(-1)).toBe(`${admin.id} FILE`);
    expect(await statementsOf(evaluator, `/api/files/documents/${file}`)).toEqual([
      'select users',
      'log read + select documents +applications', // before: 'select documents +applications'
      'select evaluation_conflicts',
    ]);
    expect((await logged()).at(-1)).toBe(`${evaluator.id} FILE`);
  });

  it("leaves a thumbnail's statements as they were: the list's read is the one logged", async () => {
    expect(await statementsOf(admin, `/api/files/documents/${file}/thumbnail`)).toEqual([
      'select users',
      'select documents +applications',
    ]);
    expect((await logged()).at(-1)).toBe(`${evaluator.id} FILE`);
  });
});
