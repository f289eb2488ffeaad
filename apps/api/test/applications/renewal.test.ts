import { emptySteps } from '@portal/shared/application-rules';
import type { ApplicationStatus, ApplicationType } from '@portal/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptances,
  applications,
  families,
  familyMembers,
  schoolResults,
  sessions,
} from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { completeApplication } from './complete-application.ts';
import { applyingFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof applyingFixtures>;
/** Four years of calls: three closed before the current one, which is open. */
let ancient: { id: number };
let older: { id: number };
let previous: { id: number };
let current: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fixtures = applyingFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  ancient = await fixtures.session({ status: 'CLOSED', start: -1125, end: -1095, year: 2023 });
  older = await fixtures.session({ status: 'CLOSED', start: -760, end: -730, year: 2024 });
  previous = await fixtures.session({ status: 'CLOSED', start: -395, end: -365, year: 2025 });
  current = await fixtures.session({ start: -1, end: 30, year: 2026 });
});
afterAll(async () => t?.close());

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.injectAs(user, { method, url: `/api${url}`, payload, headers: { 'accept-language': lang } });

type Past = {
  status?: ApplicationStatus;
  type?: ApplicationType;
  sessionId?: number;
  renewedFromId?: number;
  result?: { achievedCredit: number; annualAverage: number; totalCredit?: number };
};

/** An application of a past session written straight to the database, with its school result if given. */
async function past(student: TestUser, options: Past = {}) {
  const db = t.database.db;
  const [row] = await db
    .insert(applications)
    .values({
      sessionId: options.sessionId ?? previous.id,
      userId: student.id,
      steps: emptySteps(),
      status: options.status ?? 'APPROVED',
      type: options.type ?? 'NEW',
      renewedFromId: options.renewedFromId,
      submitted: true,
    })
    .returning();
  if (options.result)
    await db.insert(schoolResults).values({ applicationId: row!.id, totalCredit: 60, ...options.result });
  return row!;
}

const renewable = async (student: TestUser) => {
  const answer = await call(student, 'GET', '/applications/renewable');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: number; renewalType: string; meetsConditions: boolean; sessionName: string }[];
};

describe('renewable applications', () => {
  it.each([
    [54, 12, true],
    [60, 20, true],
    [53, 12, false],
    [54, 11.99, false],
  ])(
    'an approved one of the previous session with %i of 60 credits and %d/20 meets the conditions: %s',
    async (credits, average, meets) => {
      const student = await t.createUser();
      const { id } = await past(student, { result: { achievedCredit: credits, annualAverage: average } });
      expect(await renewable(student)).toMatchObject([
        { id, renewalType: 'OLD', meetsConditions: meets, sessionName: 'Call 2025' },
      ]);
    },
  );

  it('leaves a holder without a school result to the committee', async () => {
    const student = await t.createUser();
    await past(student);
    expect(await renewable(student)).toMatchObject([{ renewalType: 'OLD', meetsConditions: false }]);
  });

  it('lists only approved applications, and only of the session before the current one', async () => {
    for (const status of ['PENDING', 'NOT_APPROVED', 'REJECTED'] as const) {
      const student = await t.createUser();
      await past(student, { status, result: { achievedCredit: 60, annualAverage: 16 } });
      expect(await renewable(student), status).toEqual([]);
    }
    const twoYearsAgo = await t.createUser();
    await past(twoYearsAgo, { sessionId: older.id, result: { achievedCredit: 60, annualAverage: 16 } });
    expect(await renewable(twoYearsAgo)).toEqual([]);
    expect(await renewable(await t.createUser())).toEqual([]);
  });

  it('makes the third funded year OLD_ENDING, and renews neither an OLD_ENDING one nor a fourth year', async () => {
    const second = await t.createUser();
    const first = await past(second, { sessionId: older.id });
    await past(second, { type: 'OLD', renewedFromId: first.id });
    expect(await renewable(second)).toMatchObject([{ renewalType: 'OLD_ENDING' }]);

    const ending = await t.createUser();
    const last = await past(ending, { type: 'OLD_ENDING' });
    expect(await renewable(ending)).toEqual([]);
    const refused = await call(ending, 'POST', '/applications/renew', { applicationId: last.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This scholarship has reached its last funded year and cannot be renewed');

    // A chain already three funded years long, even if its last year was mistyped as OLD.
    const third = await t.createUser();
    const year1 = await past(third, { sessionId: ancient.id });
    const year2 = await past(third, { sessionId: older.id, type: 'OLD', renewedFromId: year1.id });
    await past(third, { type: 'OLD', renewedFromId: year2.id });
    expect(await renewable(third)).toEqual([]);
  });

  it('waits for the place to be accepted: never while it awaits its answer, nor once it was given up', async () => {
    const db = t.database.db;
    for (const state of ['AWAITING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const) {
      const student = await t.createUser();
      const row = await past(student);
      await db
        .insert(acceptances)
        .values({ applicationId: row.id, sessionId: previous.id, state, deadline: new Date(Date.now() + 86_400_000) });
      expect(await renewable(student), state).toEqual(
        state === 'ACCEPTED' ? [expect.objectContaining({ id: row.id })] : [],
      );
      if (state === 'ACCEPTED') continue;
      const refused = await call(student, 'POST', '/applications/renew', { applicationId: row.id }, 'fr');
      expect(refused.statusCode, state).toBe(409);
      expect(refused.json().message).toBe('Une bourse se renouvelle une fois sa place acceptée');
    }
  });

  it('counts only consecutive approved years: a refused year before starts the count again', async () => {
    const student = await t.createUser();
    const refusedYear = await past(student, { sessionId: older.id, status: 'NOT_APPROVED' });
    await past(student, { type: 'OLD', renewedFromId: refusedYear.id });
    expect(await renewable(student)).toMatchObject([{ renewalType: 'OLD' }]);
  });

  it('is for students only', async () => {
    expect((await call(admin, 'GET', '/applications/renewable')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/applications/renewable')).statusCode).toBe(401);
  });
});

/** A holder made through the API: applied, filled every step, approved by the committee, then the year passed. */
async function holder(results?: { achievedCredit: number; annualAverage: number }) {
  const student = await t.createUser();
  const application = await fixtures.apply(student, current.id);
  const reference = await completeApplication(t, student, application.id, undefined, results);
  const approved = await t.injectAs(admin, {
    method: 'PATCH',
    url: `/api/applications/${application.id}/approbation`,
    payload: { status: 'APPROVED' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  await fixtures.decide(application.id, { sessionId: previous.id });
  return { student, application, reference };
}

describe('renewing', () => {
  it('creates an OLD application of the current session, prefilled, every step open; a second renewal is refused', async () => {
    const { student, application } = await holder();
    const db = t.database.db;
    const [family] = await db
      .insert(families)
      .values({ applicationId: application.id, membersInTown: 2, rooms: 3 })
      .returning();
    await db.insert(familyMembers).values([
      { familyId: family!.id, birthYear: 1970, mainActivity: 'Farmer', annualSalary: 300_000 },
      { familyId: family!.id, birthYear: 2010, mainActivity: 'Pupil' },
    ]);

    const answer = await call(student, 'POST', '/applications/renew', { applicationId: application.id });
    expect(answer.statusCode, answer.body).toBe(201);
    const renewal = answer.json().data;
    expect(renewal).toMatchObject({
      sessionId: current.id,
      type: 'OLD',
      status: 'PENDING',
      submitted: false,
      renewedFromId: application.id,
      meetsRenewalConditions: true,
      universityStudent: true,
      desiredUniversity: 'University of Dschang',
      currentUniversity: 'University of Dschang',
      currentFaculty: 'Sciences',
      nextYearTown: 'Dschang',
      motivation: null,
    });
    expect(Object.values(renewal.steps).every((state) => state === 'OPEN')).toBe(true);

    const resume = (await call(student, 'GET', `/high-school-resumes/application/${renewal.id}`)).json().data;
    expect(resume).toMatchObject({ applicationId: renewal.id, schoolName: 'Lycée de Dschang', finalGrade: 14.25 });
    // The new year's results are the holder's to enter.
    expect((await call(student, 'GET', `/school-results/application/${renewal.id}`)).json().data).toBeNull();
    const [copy] = await db.select().from(families).where(eq(families.applicationId, renewal.id));
    expect(copy).toMatchObject({ membersInTown: 2, rooms: 3 });
    const members = await db.select().from(familyMembers).where(eq(familyMembers.familyId, copy!.id));
    expect(members.map((m) => m.mainActivity).sort()).toEqual(['Farmer', 'Pupil']);

    expect((await call(student, 'GET', '/applications/user/current')).json().data.id).toBe(renewal.id);
    expect(await renewable(student)).toEqual([]);
    const again = await call(student, 'POST', '/applications/renew', { applicationId: application.id }, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Vous avez déjà candidaté à cette session');
  });

  it('flags a holder below the conditions, for the committee to decide', async () => {
    const { student, application } = await holder({ achievedCredit: 53, annualAverage: 15 });
    const answer = await call(student, 'POST', '/applications/renew', { applicationId: application.id });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ type: 'OLD', meetsRenewalConditions: false });
  });

  it('is refused for an application already applied over, not approved, or not of the previous session', async () => {
    const applied = await t.createUser();
    const approved = await past(applied);
    await fixtures.apply(applied, current.id);
    expect((await call(applied, 'POST', '/applications/renew', { applicationId: approved.id })).statusCode).toBe(409);

    const refusedOne = await t.createUser();
    const rejected = await past(refusedOne, { status: 'REJECTED' });
    const notApproved = await call(refusedOne, 'POST', '/applications/renew', { applicationId: rejected.id });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().message).toBe('Only an approved application can be renewed');

    const old = await t.createUser();
    const tooOld = await past(old, { sessionId: older.id });
    const answer = await call(old, 'POST', '/applications/renew', { applicationId: tooOld.id }, 'it');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Si può rinnovare solo una candidatura della sessione precedente');
    expect((await t.database.db.select().from(applications).where(eq(applications.userId, old.id))).length).toBe(1);
  });

  it('waits for the current session to take applications', async () => {
    const student = await t.createUser();
    const approved = await past(student);
    await t.database.db.update(sessions).set({ status: 'SUSPENDED' }).where(eq(sessions.id, current.id));
    try {
      const answer = await call(student, 'POST', '/applications/renew', { applicationId: approved.id });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('APPLICATION_LOCKED');
    } finally {
      await t.database.db.update(sessions).set({ status: 'OPEN' }).where(eq(sessions.id, current.id));
    }
  });

  it('tells another student the application does not exist, and refuses administrators and bad input', async () => {
    const owner = await t.createUser();
    const { id } = await past(owner);
    const other = await t.createUser();
    expect((await call(other, 'POST', '/applications/renew', { applicationId: id })).statusCode).toBe(404);
    expect((await call(other, 'POST', '/applications/renew', { applicationId: 99_999 })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/applications/renew', { applicationId: id })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/applications/renew', { applicationId: id })).statusCode).toBe(401);
    const bad = await call(owner, 'POST', '/applications/renew', { applicationId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('applicationId');
    expect((await call(other, 'GET', '/applications/user/current')).json().data).toBeNull();
  });
});
