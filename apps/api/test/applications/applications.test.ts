import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, studentProfiles } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { applyingFixtures, words } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof applyingFixtures>;
let session: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fixtures = applyingFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  session = await fixtures.session();
});
afterAll(async () => t?.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) => t.injectAs(user, { method, url: `/api${url}`, payload, headers: { 'accept-language': lang } });

describe('applying to a session', () => {
  it('creates one pending application with every step open, and refuses a second one', async () => {
    const student = await t.createUser();
    const created = await fixtures.apply(student, session.id);
    expect(created).toMatchObject({ type: 'NEW', status: 'PENDING', submitted: false, userId: student.id, version: 0 });
    expect(Object.values(created.steps).every((state) => state === 'OPEN')).toBe(true);
    const again = await call(student, 'POST', '/applications', { sessionId: session.id }, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Vous avez déjà candidaté à cette session');
    expect((await call(student, 'GET', '/applications/user/current')).json().data.id).toBe(created.id);
    expect((await call(student, 'GET', '/applications/user/my')).json().data.map((a: { id: number }) => a.id)).toEqual([
      created.id,
    ]);
  });

  it('accepts two applications of one student at once only once', async () => {
    const student = await t.createUser();
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(student, 'POST', '/applications', { sessionId: session.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('is refused outside an ongoing session, to administrators and without a sign-in', async () => {
    const student = await t.createUser();
    const future = await fixtures.session({ status: 'NEW', start: 10, end: 40, year: 2027 });
    const refused = await call(student, 'POST', '/applications', { sessionId: future.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('APPLICATION_LOCKED');
    expect((await call(student, 'POST', '/applications', { sessionId: 99_999 })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/applications', { sessionId: session.id })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/applications', { sessionId: session.id })).statusCode).toBe(401);
    expect((await call(student, 'POST', '/applications', { sessionId: 'x' })).statusCode).toBe(400);
    expect((await call(student, 'GET', '/applications/user/current')).json().data).toBeNull();
  });
});

describe('another student', () => {
  it('learns nothing of an application that is not theirs, and the administrator reads but never writes it', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { id } = await fixtures.apply(owner, session.id);
    const attempts: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', `/applications/${id}`],
      ['PUT', `/applications/${id}`, { desiredFaculty: 'Law' }],
      ['PATCH', `/applications/${id}/motivation`, { motivation: 'mine now' }],
      ['PATCH', `/applications/${id}/steps/complete/FINANCING`, { skipped: true }],
      ['POST', `/applications/${id}/submit`, { declaration: true }],
      ['DELETE', `/applications/${id}`],
      ['POST', '/school-results', { applicationId: id }],
      ['GET', `/school-results/application/${id}`],
      ['POST', '/high-school-resumes', { applicationId: id }],
      ['GET', `/high-school-resumes/application/${id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const answer = await call(other, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(admin, 'GET', `/applications/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/applications/${id}`, { desiredFaculty: 'Law' })).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/applications/${id}`)).json().data.desiredFaculty).toBeNull();
  });

  it('the committee reads who applied and the ranking’s place; the owner gets none of it, another student nothing', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await t.database.db
      .insert(studentProfiles)
      .values({ userId: owner.id, hasDisability: false, mobileNumber: '+237 650 00 00 00' });
    const { id } = await fixtures.apply(owner, session.id);
    const staff = await call(admin, 'GET', `/applications/${id}`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data).toMatchObject({
      applicant: {
        firstName: 'Test',
        lastName: expect.stringMatching(/^User\d+$/),
        email: owner.email,
        phone: '+237 650 00 00 00',
        avatar: null,
      },
      rank: null,
      rankingMark: null,
      type: 'NEW',
      status: 'PENDING',
    });

    const own = (await call(owner, 'GET', `/applications/${id}`)).json().data;
    const mine = (await call(owner, 'GET', '/applications/user/my')).json().data;
    const current = (await call(owner, 'GET', '/applications/user/current')).json().data;
    for (const answer of [own, ...mine, current])
      for (const field of ['applicant', 'rank', 'rankingMark']) expect(answer).not.toHaveProperty(field);
    expect((await call(other, 'GET', `/applications/${id}`)).statusCode).toBe(404);
  });

  it('keeps statistics for administrators', async () => {
    const student = await t.createUser();
    expect((await call(student, 'GET', `/sessions/${session.id}/statistics`)).statusCode).toBe(403);
  });
});

describe('changing an application', () => {
  it('saves a draft with empty fields and refuses a stale copy', async () => {
    const student = await t.createUser();
    const level = await fixtures.schoolLevel();
    const { id } = await fixtures.apply(student, session.id);
    const first = await call(student, 'PUT', `/applications/${id}`, {
      universityStudent: true,
      desiredFaculty: 'Sciences',
      schoolLevelId: level.id,
      version: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ desiredFaculty: 'Sciences', nextYearTown: null, version: 1 });
    // A second tab still holds version 0.
    const stale = await call(student, 'PUT', `/applications/${id}`, { desiredFaculty: 'Law', version: 0 }, 'fr');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    expect(stale.json().message).toContain('modifié ailleurs');
    expect((await call(student, 'GET', `/applications/${id}`)).json().data.desiredFaculty).toBe('Sciences');
  });

  it('refuses an unknown school level and fields that are not the applicant’s to set', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    const unknown = await call(student, 'PUT', `/applications/${id}`, { schoolLevelId: 99_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('schoolLevelId');
    const sneaky = await call(student, 'PUT', `/applications/${id}`, { status: 'APPROVED', totalScore: 100 });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().data).toMatchObject({ status: 'PENDING', totalScore: null });
  });

  it('is locked once approved, once processed without re-submission, and outside the open session', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    await fixtures.decide(id, { status: 'APPROVED' });
    const approved = await call(student, 'PATCH', `/applications/${id}/motivation`, { motivation: 'x' });
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({ code: 'APPLICATION_LOCKED' });
    // Until the session closes the refusal does not reveal the decision.
    expect(approved.json().message).toContain('submitted');
    await fixtures.decide(id, { status: 'REJECTED', resubmissionAllowed: false });
    expect((await call(student, 'PUT', `/applications/${id}`, {})).json().code).toBe('APPLICATION_LOCKED');
    expect((await call(student, 'DELETE', `/applications/${id}`)).statusCode).toBe(409);
    // A rejection that authorises re-submission opens it again.
    await fixtures.decide(id, { status: 'REJECTED', resubmissionAllowed: true, submitted: true });
    expect((await call(student, 'PUT', `/applications/${id}`, { desiredOption: 'Maths' })).statusCode).toBe(200);

    const ended = await fixtures.session({ start: -30, end: -1, year: 2025, status: 'CLOSED' });
    const late = await t.createUser();
    const own = await fixtures.apply(late, session.id);
    await fixtures.decide(own.id, { sessionId: ended.id });
    const closed = await call(late, 'PUT', `/applications/${own.id}`, { desiredOption: 'Maths' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('not open');
  });

  it('is cancelled for good by its owner', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    expect((await call(student, 'DELETE', `/applications/${id}`)).statusCode).toBe(200);
    expect((await call(student, 'GET', `/applications/${id}`)).statusCode).toBe(404);
    expect((await call(student, 'GET', '/applications/user/current')).json().data).toBeNull();
  });
});

describe('steps', () => {
  it('completes a step only when nothing in it is missing, and skips only financing and activities', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    const early = await call(student, 'PATCH', `/applications/${id}/steps/complete/MOTIVATION`, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('APPLICATION_INCOMPLETE');
    expect(early.json().fieldErrors[0]).toMatchObject({ field: 'MOTIVATION.motivation' });
    expect(early.json().fieldErrors[0].message).toContain('has 0');

    await call(student, 'PATCH', `/applications/${id}/motivation`, { motivation: words(120) });
    const done = await call(student, 'PATCH', `/applications/${id}/steps/complete/MOTIVATION`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.steps.MOTIVATION).toBe('COMPLETED');

    const skipped = await call(student, 'PATCH', `/applications/${id}/steps/complete/FINANCING`, { skipped: true });
    expect(skipped.json().data.steps.FINANCING).toBe('SKIPPED');
    const refused = await call(student, 'PATCH', `/applications/${id}/steps/complete/MOTIVATION`, { skipped: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors[0].field).toBe('step');
    expect((await call(student, 'PATCH', `/applications/${id}/steps/complete/NOPE`, {})).statusCode).toBe(400);
    expect((await call(student, 'PATCH', `/applications/${id}/steps/complete/DECLARATION`, {})).statusCode).toBe(400);
  });

  it('refuses a motivation letter beyond its bound in characters', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    const long = await call(student, 'PATCH', `/applications/${id}/motivation`, { motivation: 'a'.repeat(6001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors[0].field).toBe('motivation');
  });
});

describe('submission', () => {
  it('answers the whole list of what to fix, in the reader’s language, and changes nothing', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    await call(student, 'PUT', `/applications/${id}`, { universityStudent: false });
    const refused = await call(student, 'POST', `/applications/${id}/submit`, { declaration: false }, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('APPLICATION_INCOMPLETE');
    const problems = refused.json().fieldErrors as { field: string; message: string }[];
    const fields = problems.map((p) => p.field);
    expect(fields).toContain('NEXT_YEAR_PLAN.desiredFaculty');
    expect(fields).toContain('HIGH_SCHOOL_RESUME.languageSection');
    expect(fields).toContain('MOTIVATION.motivation');
    expect(fields).toContain('FAMILY');
    expect(fields).not.toContain('SCHOOL_RESULT.annualAverage');
    expect(problems.at(-1)).toMatchObject({ field: 'declaration', message: 'Vous devez accepter cette déclaration' });
    const after = (await call(student, 'GET', `/applications/${id}`)).json().data;
    expect(after).toMatchObject({ submitted: false, declaration: false, submittedAt: null });
  });
});

describe('statistics', () => {
  it('counts the candidates of a session by type, and gives zeros for a session with none before it', async () => {
    const quiet = await fixtures.session({ status: 'CLOSED', start: -400, end: -380, year: 2020 });
    // Two on the interview shortlist, one of them interviewed (a booked interview is not yet held).
    const [first, second] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.sessionId, session.id))
      .orderBy(applications.id);
    await t.database.db
      .update(applications)
      .set({ preselected: true, interviewState: 'HELD' })
      .where(eq(applications.id, first!.id));
    if (second)
      await t.database.db
        .update(applications)
        .set({ preselected: true, interviewState: 'BOOKED' })
        .where(eq(applications.id, second.id));
    const figures = await call(admin, 'GET', `/sessions/${session.id}/statistics`);
    expect(figures.statusCode).toBe(200);
    const data = figures.json().data;
    expect(data.id).toBe(session.id);
    expect(data.totalCandidates).toBeGreaterThan(0);
    expect(data.newCandidates + data.oldCandidates + data.oldEndingCandidates).toBe(data.totalCandidates);
    expect(data.preselectedCandidates).toBe(second ? 2 : 1);
    expect(data.interviewedCandidates).toBe(1);
    const previous = await call(admin, 'GET', `/sessions/${quiet.id}/previous/statistics`);
    expect(previous.json().data).toEqual({
      id: null,
      totalCandidates: 0,
      newCandidates: 0,
      oldCandidates: 0,
      oldEndingCandidates: 0,
      eligibleCandidates: 0,
      preselectedCandidates: 0,
      interviewedCandidates: 0,
      selfHandicap: 0,
      familyHandicap: 0,
    });
    expect((await call(admin, 'GET', '/sessions/99999/statistics')).statusCode).toBe(404);
  });
});

describe('what applications keep', () => {
  it('a session with applications, and the school levels and bac types they name, cannot be deleted', async () => {
    const student = await t.createUser();
    const other = await fixtures.session({ status: 'NEW', start: 200, end: 230, year: 2030 });
    const level = await fixtures.schoolLevel();
    const bac = await fixtures.bacType('FRANCOPHONE');
    const { id } = await fixtures.apply(student, session.id);
    await call(student, 'PUT', `/applications/${id}`, { schoolLevelId: level.id });
    await call(student, 'POST', '/high-school-resumes', { applicationId: id, bacTypeId: bac.id });
    await fixtures.decide(id, { sessionId: other.id });

    const sessionRefused = await call(admin, 'DELETE', `/sessions/${other.id}`);
    expect(sessionRefused.statusCode).toBe(409);
    expect(sessionRefused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'This session has applications and cannot be deleted',
    });
    for (const url of [`/school-levels/${level.id}`, `/bac-types/${bac.id}`]) {
      const refused = await call(admin, 'DELETE', url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().code).toBe('IN_USE');
    }
    await fixtures.decide(id, { sessionId: session.id });
  });

  it('an account deleted by its owner leaves its applications, without owner or what the person wrote', async () => {
    const student = await t.createUser();
    await t.database.db.insert(studentProfiles).values({ userId: student.id, hasDisability: true });
    const { id } = await fixtures.apply(student, session.id);
    await call(student, 'PATCH', `/applications/${id}/motivation`, { motivation: 'My family farms near Dschang.' });
    const before = (await call(admin, 'GET', `/sessions/${session.id}/statistics`)).json().data;

    const gone = await call(student, 'DELETE', '/auth', { password: student.password });
    expect(gone.statusCode, gone.body).toBe(200);
    const kept = await call(admin, 'GET', `/applications/${id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ userId: null, motivation: null, nextYearWish: null, applicant: null });
    const after = (await call(admin, 'GET', `/sessions/${session.id}/statistics`)).json().data;
    expect(after.totalCandidates).toBe(before.totalCandidates);
    expect(after.selfHandicap).toBe(before.selfHandicap);
  });
});
