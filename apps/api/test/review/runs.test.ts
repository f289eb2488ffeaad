import { defaultRubric, type Rubric, scoreParts } from '@portal/shared/scoring-rubric';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationAudit, schoolResults, sessions } from '../../src/db/schema/index.ts';
import { saveTotalScores } from '../../src/modules/review/save-total-scores.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { reviewFixtures } from './fixtures.ts';
import { runsFixtures } from './runs-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof runsFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = runsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const post = (user: TestUser | null, url: string, lang = 'en') =>
  t.injectAs(user, { method: 'POST', url: `/api${url}`, headers: { 'accept-language': lang } });
const get = (user: TestUser | null, url: string, lang = 'en') =>
  t.injectAs(user, { method: 'GET', url: `/api${url}`, headers: { 'accept-language': lang } });
const auditOf = async (id: number) => (await get(admin, `/applications/${id}/audit`)).json().data;

describe('the eligibility check of a session', () => {
  it('checks every application, keeps the reasons and words them in the reader’s language', async () => {
    const session = await fixtures.session();
    const good = await fixtures.applicant(session.id);
    const weak = await fixtures.applicant(session.id, {
      average: 10,
      town: 'Yaoundé',
      district: 'Mfoundi',
      submitted: false,
    });

    const run = await post(admin, `/applications/eligibility-check/${session.id}`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toEqual({ checked: 2, eligible: 1, notEligible: 1 });

    expect((await fixtures.row(good.id)).eligible).toBe(true);
    const stored = await fixtures.row(weak.id);
    expect(stored.eligible).toBe(false);
    expect(stored.nonEligibilityReasons).toEqual([
      { code: 'averageTooLow', params: { average: 10, minimum: 12 } },
      { code: 'placeNotAccepted', params: { place: 'Yaoundé, Mfoundi', places: 'Dschang, Menoua' } },
    ]);

    const inEnglish = (await get(admin, `/applications/${weak.id}`)).json().data;
    expect(inEnglish.nonEligibilityReasons[0]).toBe('Annual average 10/20: at least 12/20 is required');
    const inFrench = (await get(admin, `/applications/${weak.id}`, 'fr')).json().data;
    expect(inFrench.nonEligibilityReasons[0]).toBe('Moyenne annuelle de 10/20 : il faut au moins 12/20');

    const list = await get(admin, `/applications?filter=session.id:eq:${session.id};eligible:eq:false`, 'fr');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.content.map((row: { id: number }) => row.id)).toEqual([weak.id]);
    expect(list.json().data.content[0].nonEligibilityReasons).toEqual(inFrench.nonEligibilityReasons);
  });

  it('records one ELIGIBILITY_CHECK per changed result, with before, after and the actor', async () => {
    const session = await fixtures.session();
    const { id } = await fixtures.applicant(session.id, { average: 11 });
    // Reasons with several figures come back from jsonb in another key order: still the same result.
    await t.database.db.update(schoolResults).set({ achievedCredit: 40 }).where(eq(schoolResults.applicationId, id));
    await post(admin, `/applications/eligibility-check/${session.id}`);
    await post(admin, `/applications/eligibility-check/${session.id}`);
    await post(admin, `/applications/save-total-scores/${session.id}`);
    await post(admin, `/applications/save-total-scores/${session.id}`);
    const trail = (await auditOf(id)).filter((entry: { action: string }) => entry.action === 'ELIGIBILITY_CHECK');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'ELIGIBILITY_CHECK',
      actorName: expect.stringMatching(/^Test User\d+$/),
      before: { eligible: null, reasons: [] },
      after: { eligible: false, reasons: [{ code: 'creditsTooFew' }, { code: 'averageTooLow' }] },
    });
  });

  it('answers 404 for a session that does not exist', async () => {
    expect((await post(admin, '/applications/eligibility-check/99999')).statusCode).toBe(404);
  });
});

describe('scores and ranks', () => {
  it('scores every application, freezes the rubric and ranks the eligible, submitted ones', async () => {
    const session = await fixtures.session('NEW', { passScore: 10, candidatesToSelect: 1 });
    const second = await fixtures.applicant(session.id, { average: 13 });
    const first = await fixtures.applicant(session.id, { average: 16 });
    const unsubmitted = await fixtures.applicant(session.id, { average: 18, submitted: false });
    const ineligible = await fixtures.applicant(session.id, { average: 10 });
    await post(admin, `/applications/eligibility-check/${session.id}`);

    const run = await post(admin, `/applications/save-total-scores/${session.id}`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toEqual({ scored: 4 });

    const [a, b, c, d] = await Promise.all([first, second, unsubmitted, ineligible].map((x) => fixtures.row(x.id)));
    expect([a!.rank, b!.rank, c!.rank, d!.rank]).toEqual([1, 2, null, null]);
    // One place to fill: the first is selected, the second passes the pass score without a place: the reserve list.
    expect([a!.rankingMark, b!.rankingMark, c!.rankingMark, d!.rankingMark]).toEqual([
      'SELECTED',
      'RESERVE',
      null,
      null,
    ]);
    const listed = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/applications?filter=session.id:eq:${session.id}&sort=rank,asc`,
    });
    expect(listed.json().data.content[0]).toMatchObject({ id: first.id, rank: 1, rankingMark: 'SELECTED' });
    expect(a!.totalScore).toBeGreaterThan(b!.totalScore!);
    expect(c!.totalScore).toBeGreaterThan(0);
    const parts = a!.scoreParts as Record<string, number>;
    expect(Object.keys(parts).sort()).toEqual([...scoreParts].sort());
    expect(a!.totalScore).toBeCloseTo(
      Object.values(parts).reduce((sum, points) => sum + points, 0),
      2,
    );

    const [frozen] = await t.database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(frozen!.rubric).toEqual(defaultRubric);

    const trail = await auditOf(first.id);
    expect(trail[0]).toMatchObject({
      action: 'SCORE',
      before: { totalScore: null, rank: null, rankingMark: null },
      after: { totalScore: a!.totalScore, rank: 1, rankingMark: 'SELECTED' },
    });
  });

  it('keeps a session’s first rubric when the programme’s changes', async () => {
    const nothing: Rubric = { ...defaultRubric, maxima: Object.fromEntries(scoreParts.map((p) => [p, 0])) as never };
    const changed = { db: t.database.db, programmeRubric: () => nothing, upkeep: t.app.services.review.upkeep };
    const user = { id: admin.id, role: 'ADMIN' } as never;

    const scored = await fixtures.session();
    const { id } = await fixtures.applicant(scored.id, { average: 15 });
    await post(admin, `/applications/save-total-scores/${scored.id}`);
    const before = (await fixtures.row(id)).totalScore;
    expect(before).toBeGreaterThan(0);
    await saveTotalScores(changed, { user, sessionId: scored.id });
    expect((await fixtures.row(id)).totalScore).toBe(before);

    // A session scored for the first time takes the programme's rubric of the day.
    const fresh = await fixtures.session();
    const other = await fixtures.applicant(fresh.id, { average: 15 });
    await saveTotalScores(changed, { user, sessionId: fresh.id });
    expect((await fixtures.row(other.id)).totalScore).toBe(0);
  });
});

describe('after a run', () => {
  const vacuums = async () => {
    const result = await t.database.db.execute(
      sql`select vacuum_count::int as count from pg_stat_user_tables where relname = 'applications'`,
    );
    return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
  };

  it('vacuums the applications once it has answered, when it rewrote many of them', async () => {
    const session = await fixtures.session();
    // Eighty applications with no profile: each turns from unchecked to not eligible, past 50 and a fifth of 80.
    await reviewFixtures(t).many(session.id, 80, 'Vacuumed');
    const before = await vacuums();

    expect((await post(admin, `/applications/eligibility-check/${session.id}`)).statusCode).toBe(200);
    // The vacuum starts once the answer has gone: waited for here, up to five seconds.
    for (let tries = 0; tries < 50 && (await vacuums()) === before; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await t.app.services.review.upkeep.settled();
    expect(await vacuums()).toBe(before + 1);

    // Nothing changed the second time: nothing is marked, so nothing runs (`run` starts what is marked).
    expect((await post(admin, `/applications/eligibility-check/${session.id}`)).statusCode).toBe(200);
    await t.app.services.review.upkeep.run();
    expect(await vacuums()).toBe(before + 1);

    // A few changed of many: below the threshold, left to autovacuum.
    await fixtures.applicant(session.id);
    expect((await post(admin, `/applications/eligibility-check/${session.id}`)).statusCode).toBe(200);
    await t.app.services.review.upkeep.run();
    expect(await vacuums()).toBe(before + 1);
  });
});

describe('the score of one application', () => {
  it('is the administrators’; the applicant’s once the session closes; nobody else’s', async () => {
    const session = await fixtures.session('NEW');
    const { user, id } = await fixtures.applicant(session.id, { average: 14 });
    const other = await t.createUser();

    const forAdmin = await get(admin, `/applications/${id}/score`);
    expect(forAdmin.statusCode, forAdmin.body).toBe(200);
    const score = forAdmin.json().data;
    expect(score.merit).toBeGreaterThan(0);
    expect(score).toMatchObject({ bonus: 0, bonusReason: null });
    expect(Object.keys(score).sort()).toEqual([...scoreParts, 'bonus', 'bonusReason', 'total'].sort());

    const early = await get(user, `/applications/${id}/score`, 'fr');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Le score est publié avec les décisions du comité, à la clôture de la session');
    expect((await get(other, `/applications/${id}/score`)).statusCode).toBe(404);

    await fixtures.setSessionStatus(session.id, 'CLOSED');
    const published = await get(user, `/applications/${id}/score`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toEqual(score);
    expect((await get(other, `/applications/${id}/score`)).statusCode).toBe(404);
  });
});

describe('the committee’s bonus', () => {
  const bonus = (user: TestUser, id: number, payload: object) =>
    t.injectAs(user, { method: 'PATCH', url: `/api/applications/${id}/bonus`, payload });

  it('needs its reason, stays within 1 to 5, updates the total and is recorded', async () => {
    const session = await fixtures.session();
    const { id } = await fixtures.applicant(session.id);
    await post(admin, `/applications/save-total-scores/${session.id}`);
    const total = (await fixtures.row(id)).totalScore!;

    const noReason = await bonus(admin, id, { bonus: 3 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual(['bonusReason']);
    for (const value of [0, 6, 2.5]) {
      const refused = await bonus(admin, id, { bonus: value, bonusReason: 'Orphan' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors[0].field).toBe('bonus');
    }
    expect((await fixtures.row(id)).bonus).toBeNull();

    const given = await bonus(admin, id, { bonus: 3, bonusReason: ' Orphan, verified ' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data).toMatchObject({ bonus: 3, bonusReason: 'Orphan, verified', total: total + 3 });
    expect((await fixtures.row(id)).totalScore).toBeCloseTo(total + 3, 2);

    const removed = await bonus(admin, id, { bonus: null });
    expect(removed.json().data).toMatchObject({ bonus: 0, bonusReason: null });
    const trail = await auditOf(id);
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['BONUS', 'BONUS', 'SCORE']);
    expect(trail[1]).toMatchObject({
      before: { bonus: null, bonusReason: null, totalScore: total },
      after: { bonus: 3, bonusReason: 'Orphan, verified' },
    });
  });
});

describe('the trail', () => {
  it('cannot be changed or deleted, by the API or in the database', async () => {
    const writes = t.app.routeTable.filter(
      (route) => route.url.includes('audit') && [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD'),
    );
    expect(writes).toEqual([]);
    const session = await fixtures.session();
    const { id } = await fixtures.applicant(session.id, { average: 9 });
    await post(admin, `/applications/eligibility-check/${session.id}`);
    const db = t.database.db;
    await expect(
      db.execute(sql`update ${applicationAudit} set actor_name = 'someone' where application_id = ${id}`),
    ).rejects.toThrow();
    await expect(db.delete(applicationAudit).where(eq(applicationAudit.applicationId, id))).rejects.toThrow();
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('is 404 for an application that never existed', async () => {
    expect((await get(admin, '/applications/99999/audit')).statusCode).toBe(404);
  });
});

describe('administrators only', () => {
  it('refuses a student every call of the committee', async () => {
    const session = await fixtures.session();
    const { user, id } = await fixtures.applicant(session.id);
    const calls = [
      { method: 'POST', url: `/api/applications/eligibility-check/${session.id}` },
      { method: 'POST', url: `/api/applications/save-total-scores/${session.id}` },
      { method: 'PATCH', url: `/api/applications/${id}/bonus`, payload: { bonus: 1, bonusReason: 'x' } },
      { method: 'PATCH', url: `/api/applications/${id}/approbation`, payload: { status: 'APPROVED' } },
      { method: 'GET', url: `/api/applications/${id}/audit` },
    ] as const;
    for (const call of calls) expect((await t.injectAs(user, call)).statusCode, call.url).toBe(403);
    const row = await fixtures.row(id);
    expect(row).toMatchObject({ eligible: null, totalScore: null, bonus: null, status: 'PENDING' });
  });
});
