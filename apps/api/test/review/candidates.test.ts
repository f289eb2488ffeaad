import { listQuerySchema } from '@portal/shared/paging';
import { candidateSummarySchema } from '@portal/shared/review';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptances, applicationAudit, applications, users } from '../../src/db/schema/index.ts';
import { parseListQuery } from '../../src/lib/list-query.ts';
import { candidateListSpec, recordAudit } from '../../src/modules/review/review.repository.ts';
import { expectSummaryOfWholeRows } from '../list-views.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { reviewFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let sessionId: number;
let otherSessionId: number;
const ids: Record<string, number> = {};

type Row = { id: number; firstName: string | null; lastName: string | null; email: string | null; totalScore: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
  const make = reviewFixtures(t);
  sessionId = (await make.session()).id;
  otherSessionId = (await make.session('Call 2025')).id;
  const people = [
    { key: 'ngono', firstName: 'Brice', lastName: 'Ngono', totalScore: 71.5, eligible: true, submitted: true },
    { key: 'fotso', firstName: 'Aïcha', lastName: 'Fotso', totalScore: 64, eligible: true, submitted: true },
    { key: 'tchoua', firstName: 'Carine', lastName: 'Tchoua', totalScore: 80, eligible: false, submitted: true },
    { key: 'mbarga', firstName: 'Didier', lastName: 'Mbarga', eligible: null, submitted: false },
    {
      key: 'ewane',
      firstName: 'Eric',
      lastName: 'Ewane',
      totalScore: 55,
      eligible: true,
      submitted: true,
      universityStudent: false,
      type: 'OLD' as const,
      status: 'APPROVED' as const,
    },
  ];
  for (const [index, { key, ...values }] of people.entries()) {
    const { application } = await make.candidate(sessionId, {
      universityStudent: true,
      submittedAt: values.submitted ? new Date(Date.UTC(2026, 0, 10 + index)) : null,
      ...values,
    });
    ids[key] = application.id;
  }
  ids.elsewhere = (
    await make.candidate(otherSessionId, { firstName: 'Zoé', lastName: 'Ngono', totalScore: 99 })
  ).application.id;
});
afterAll(async () => t?.close());

const list = (query: string, who: TestUser | null = admin) =>
  t.injectAs(who, { method: 'GET', url: `/api/applications?${query}` });
const rowsOf = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { content: Row[]; totalElements: number; totalPages: number; page: number };
};
const inSession = () => `filter=session.id:eq:${sessionId}`;
const names = (page: { content: Row[] }) => page.content.map((row) => row.lastName);

describe('GET /applications (candidates)', () => {
  it('lists a session best total first, unscored last, each row with the applicant', async () => {
    const page = await rowsOf(inSession());
    expect(names(page)).toEqual(['Tchoua', 'Ngono', 'Fotso', 'Ewane', 'Mbarga']);
    expect(page.totalElements).toBe(5);
    expect(page.content[1]).toMatchObject({ id: ids.ngono, firstName: 'Brice', sessionId, totalScore: 71.5 });
    expect(page.content[1]!.email).toMatch(/@example\.org$/);
  });

  it.each([
    ['eligible:eq:true', ['Ngono', 'Fotso', 'Ewane']],
    ['eligible:eq:false', ['Tchoua']],
    ['submitted:eq:false', ['Mbarga']],
    ['universityStudent:eq:false', ['Ewane']],
    ['status:eq:APPROVED', ['Ewane']],
    ['type:in:OLD,OLD_ENDING', ['Ewane']],
    ['totalScore:gte:64;eligible:eq:true', ['Ngono', 'Fotso']],
  ])('filters on %s', async (filter, expected) => {
    expect(names(await rowsOf(`${inSession()};${filter}`))).toEqual(expected);
  });

  it.each([
    ['lastName,asc', ['Ewane', 'Fotso', 'Mbarga', 'Ngono', 'Tchoua']],
    ['totalScore,asc', ['Ewane', 'Fotso', 'Ngono', 'Tchoua', 'Mbarga']],
    ['submittedAt,desc', ['Ewane', 'Tchoua', 'Fotso', 'Ngono', 'Mbarga']],
  ])('sorts on %s', async (sort, expected) => {
    expect(names(await rowsOf(`${inSession()}&sort=${sort}`))).toEqual(expected);
  });

  it('tells each row’s place once there is one: a withdrawn place reads WITHDRAWN, no place null', async () => {
    const [place] = await t.database.db
      .insert(acceptances)
      .values({ applicationId: ids.ewane!, sessionId, deadline: new Date(), state: 'WITHDRAWN' })
      .returning();
    try {
      const page = await rowsOf(inSession());
      expect(page.totalElements).toBe(5);
      const states = Object.fromEntries(
        page.content.map((row) => [row.lastName, (row as Row & { acceptanceState: unknown }).acceptanceState]),
      );
      expect(states).toEqual({ Tchoua: null, Ngono: null, Fotso: null, Ewane: 'WITHDRAWN', Mbarga: null });
    } finally {
      await t.database.db.delete(acceptances).where(eq(acceptances.id, place!.id));
    }
  });

  it('searches first names, last names, full names and e-mail, case-insensitively', async () => {
    expect(names(await rowsOf(`${inSession()}&search=aïCHA`))).toEqual(['Fotso']);
    expect(names(await rowsOf(`${inSession()}&search=${encodeURIComponent('brice ngono')}`))).toEqual(['Ngono']);
    expect((await rowsOf('search=ngono')).totalElements).toBe(2);
    const [row] = (await rowsOf(`${inSession()}&search=tchoua`)).content;
    expect(names(await rowsOf(`search=${encodeURIComponent(row!.email!)}`))).toEqual(['Tchoua']);
  });

  it('finds the searched people through the trigram index, without reading every account', async () => {
    const list = parseListQuery(listQuerySchema.parse({ search: 'ngono' }), candidateListSpec);
    const search = t.database.db
      .select({ id: applications.id })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(list.where);
    const plan = await t.database.db.transaction(async (tx) => {
      // A few test accounts are read fastest one after the other: the planner is asked to use an index if it can.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`explain ${search}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('pages', async () => {
    const second = await rowsOf(`${inSession()}&size=2&page=1`);
    expect(second).toMatchObject({ page: 1, totalElements: 5, totalPages: 3 });
    expect(names(second)).toEqual(['Fotso', 'Ewane']);
  });

  it('keeps the application of a deleted account, without names', async () => {
    const make = reviewFixtures(t);
    const { user } = await make.candidate(otherSessionId, { lastName: 'Gone', totalScore: 10 });
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const page = await rowsOf(`filter=session.id:eq:${otherSessionId}`);
    expect(page.content.at(-1)).toMatchObject({ userId: null, firstName: null, lastName: null, email: null });
  });

  it('reads the page with its reader’s sign-in state: an ended sign-in or a role changed since is refused', async () => {
    const other = await t.createUser({ role: 'ADMIN' });
    // Whether the page holds candidates, none past its end, or none match: the state is read and judged.
    const pages = [inSession(), `${inSession()}&page=9`, `${inSession()}&search=nobody-by-that-name`].flatMap(
      (query) => [query, `${query}&view=summary`],
    );
    for (const query of pages) expect((await list(query, other)).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'EVALUATOR' }).where(eq(users.id, other.id));
    for (const query of pages) {
      const refused = await list(query, other);
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    }
    const gone = await t.createUser({ role: 'ADMIN' });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const ended = await list(inSession(), gone);
    expect([ended.statusCode, ended.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    expect((await list(inSession(), gone)).statusCode).toBe(401);
  });

  it('answers view=summary with the fields the list screen shows, of the same rows as the whole rows', async () => {
    await t.database.db
      .update(applications)
      .set({ nonEligibilityReasons: [{ code: 'schoolResultMissing', params: {} }] })
      .where(eq(applications.id, ids.tchoua!));
    const queries = [
      inSession(),
      `${inSession()}&sort=${encodeURIComponent('finalRank,asc;totalScore,desc')}`,
      `${inSession()};eligible:eq:true&sort=lastName,asc`,
      `${inSession()}&search=ngono`,
      `${inSession()}&size=2&page=1`,
      `${inSession()}&page=9`,
    ];
    const worded: Record<string, string> = {};
    for (const language of ['en', 'fr']) {
      const read = (query: string) =>
        t.injectAs(admin, {
          method: 'GET',
          url: `/api/applications?${query}`,
          headers: { 'accept-language': language },
        });
      for (const query of queries) await expectSummaryOfWholeRows(read, query, candidateSummarySchema);
      // The whole rows still carry the application.
      expect(Object.keys((await read(inSession())).json().data.content[0])).toEqual(
        expect.arrayContaining(['motivation', 'steps', 'scoreParts', 'interview', 'desiredUniversity']),
      );
      // The reasons worded in the reader's language, as in whole rows.
      [worded[language]] = (
        await read(`${inSession()}&search=tchoua&view=summary`)
      ).json().data.content[0].nonEligibilityReasons;
    }
    expect(worded.en).toMatch(/\w/);
    expect(worded.fr).not.toBe(worded.en);
    await t.database.db.update(applications).set({ nonEligibilityReasons: [] }).where(eq(applications.id, ids.tchoua!));
  });

  it('documents the view and both rows in the API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/applications'].get;
    const view = operation.parameters.find((parameter: { name: string }) => parameter.name === 'view');
    expect(view).toMatchObject({ in: 'query', schema: { enum: ['full', 'summary'], default: 'full' } });
    const rows = JSON.stringify(operation.responses['200']);
    expect(rows).toContain('"motivation"');
    expect(rows).toMatch(/anyOf|oneOf/);
  });

  it('answers a view it does not know with a 400 naming it, in the reader’s language', async () => {
    const read = (language: string) =>
      t.injectAs(admin, {
        method: 'GET',
        url: `/api/applications?${inSession()}&view=brief`,
        headers: { 'accept-language': language },
      });
    const [english, french] = [(await read('en')).json(), (await read('fr')).json()];
    expect(english).toMatchObject({ status: 400, fieldErrors: [{ field: 'view' }] });
    expect(french).toMatchObject({ status: 400, fieldErrors: [{ field: 'view' }] });
    expect(french.fieldErrors[0].message).not.toBe(english.fieldErrors[0].message);
  });

  it('refuses students and nobody', async () => {
    for (const query of [inSession(), `${inSession()}&view=summary`]) {
      expect((await list(query, student)).statusCode).toBe(403);
      expect((await list(query, null)).statusCode).toBe(401);
    }
    // The student's own calls under /applications still answer them.
    const mine = await t.injectAs(student, { method: 'GET', url: '/api/applications/user/my' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([]);
  });

  it.each([
    ['filter=motivation:like:x', 'filter', 'motivation'],
    ['filter=session.id:eq:abc', 'filter', 'abc'],
    ['filter=eligible:eq:maybe', 'filter', 'maybe'],
    ['filter=status:eq:WON', 'filter', 'WON'],
    ['filter=totalScore:like:7', 'filter', 'like'],
    ['sort=password,asc', 'sort', 'password'],
    ['sort=lastName,sideways', 'sort', 'sideways'],
  ])('answers %s with a 400 naming it', async (query, field, named) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors[0].field).toBe(field);
    expect(body.fieldErrors[0].message).toContain(named);
  });
});

describe('the committee trail', () => {
  it('records who did what, keeps the name when the account goes, and cannot be changed or deleted', async () => {
    const db = t.database.db;
    const evaluator = await t.createUser({ role: 'ADMIN' });
    await recordAudit(db, {
      applicationId: ids.ngono!,
      actor: { id: evaluator.id },
      action: 'BONUS',
      before: { bonus: null },
      after: { bonus: 3, bonusReason: 'orphan' },
    });
    await db.delete(users).where(eq(users.id, evaluator.id));
    const [line] = await db.select().from(applicationAudit).where(eq(applicationAudit.applicationId, ids.ngono!));
    expect(line).toMatchObject({ actorId: null, action: 'BONUS', after: { bonus: 3 } });
    expect(line!.actorName).toMatch(/^Test User\d+$/);
    await expect(db.update(applicationAudit).set({ actorName: 'Someone else' })).rejects.toThrow();
    await expect(db.delete(applicationAudit)).rejects.toThrow();
    const [still] = await db.select().from(applicationAudit).where(eq(applicationAudit.id, line!.id));
    expect(still!.actorName).toBe(line!.actorName);
  });
});
