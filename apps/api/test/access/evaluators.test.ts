import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationConflicts, users } from '../../src/db/schema/index.ts';
import { signInThroughSecondFactor } from '../accounts/two-factor-helpers.ts';
import { completeApplication } from '../applications/complete-application.ts';
import { documentsFixtures, pdf, upload } from '../documents/helpers.ts';
import { earningMother } from '../family/fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/**
 * The evaluator's role: staff who read sessions, candidates and applications, given and taken by administrators. An
 * evaluator who declared a conflict of interest with an application is answered as if it did not exist, in every
 * read of it, its parts and files, and in the candidates list; an administrator in conflict keeps reading it.
 */
let t: TestApp;
let fixtures: Awaited<ReturnType<typeof documentsFixtures>>;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = await documentsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const get = (who: TestUser, url: string) => t.injectAs(who, { method: 'GET', url });
const conflict = (applicationId: number, staff: TestUser) =>
  t.database.db.insert(evaluationConflicts).values({ applicationId, evaluatorId: staff.id, reason: 'My cousin' });

/** An application with every part a staff member reads, and the addresses of those reads. */
async function fullApplication() {
  const { user, application } = await fixtures.applicant();
  await completeApplication(t, user, application.id);
  const services = t.app.services;
  const family = await services.family.create({ id: application.id }, { applicationId: application.id });
  await services.family.addMember(family, earningMother);
  const financing = await services.lists.financings.create({ id: application.id }, {});
  const activity = await services.lists.extraActivities.create({ id: application.id }, {});
  const sent = await upload(t, user, { typeId: fixtures.types.birth.id, applicationId: application.id }, [
    { content: pdf() },
  ]);
  expect(sent.statusCode, sent.body).toBe(201);
  const file = new URL(sent.json().data.url, 'http://portal.test').pathname.split('/').pop()!;
  const schoolResult = (await get(user, `/api/school-results/application/${application.id}`)).json().data;
  const resume = (await get(user, `/api/high-school-resumes/application/${application.id}`)).json().data;
  const id = application.id;
  const reads = [
    `/api/applications/${id}`,
    `/api/applications/${id}/applicant`,
    `/api/applications/${id}/score`,
    `/api/applications/${id}/audit`,
    `/api/school-results/application/${id}`,
    `/api/school-results/${schoolResult.id}`,
    `/api/high-school-resumes/application/${id}`,
    `/api/high-school-resumes/${resume.id}`,
    `/api/families/application/${id}`,
    `/api/families/${family.id}`,
    `/api/families/${family.id}/members`,
    `/api/applications/${id}/financing`,
    `/api/applications/financing/${financing.id}`,
    `/api/applications/${id}/extra-activities`,
    `/api/applications/extra-activities/${activity.id}`,
    `/api/documents/application/${id}`,
    `/api/files/documents/${file}`,
  ];
  return { user, id, reads };
}

const candidateIds = async (who: TestUser, view = 'full') => {
  const response = await get(
    who,
    `/api/applications?filter=session.id:eq:${fixtures.session.id}&size=100&view=${view}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.content as { id: number }[]).map((row) => row.id);
};

describe('an evaluator', () => {
  it('reads an application, its parts and files as an administrator does, and changes none of them', async () => {
    const evaluator = await t.createUser({ role: 'EVALUATOR' });
    const { id, reads } = await fullApplication();
    for (const url of reads) expect((await get(evaluator, url)).statusCode, url).toBe(200);
    const read = (await get(evaluator, `/api/applications/${id}`)).json().data;
    expect(read.applicant).toMatchObject({ firstName: 'Test' });
    expect(read).toHaveProperty('rank');
    expect(await candidateIds(evaluator)).toContain(id);
    // The applicant's writes are theirs: 403 to staff, who know the application exists.
    const write = await t.injectAs(evaluator, {
      method: 'PATCH',
      url: `/api/applications/${id}/motivation`,
      payload: { motivation: 'x' },
    });
    expect(write.statusCode).toBe(403);
    // The portal's rating and the administrators' work are not theirs.
    expect((await get(evaluator, `/api/applications/${id}/rating`)).statusCode).toBe(403);
    expect((await get(evaluator, '/api/users')).statusCode).toBe(403);
    expect((await get(evaluator, '/api/applications/export/EXCEL')).statusCode).toBe(403);
  });

  it('is answered 404 everywhere about an application they declared a conflict with, which leaves their list', async () => {
    const [evaluator, other] = [await t.createUser({ role: 'EVALUATOR' }), await t.createUser({ role: 'EVALUATOR' })];
    const { id, reads } = await fullApplication();
    await conflict(id, evaluator);
    for (const url of reads) {
      const response = await get(evaluator, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const write = await t.injectAs(evaluator, {
      method: 'PATCH',
      url: `/api/applications/${id}/motivation`,
      payload: { motivation: 'x' },
    });
    expect(write.statusCode).toBe(404);
    const missing = await get(evaluator, '/api/applications/999999');
    expect((await get(evaluator, `/api/applications/${id}`)).json().message).toBe(missing.json().message);
    expect(await candidateIds(evaluator)).not.toContain(id);
    expect(await candidateIds(evaluator, 'summary')).not.toContain(id);
    // The list's count leaves it out too, in either view.
    const counted = async (who: TestUser, view = 'full') =>
      (await get(who, `/api/applications?filter=session.id:eq:${fixtures.session.id}&view=${view}`)).json().data
        .totalElements;
    expect(await counted(evaluator)).toBe((await counted(other)) - 1);
    expect(await counted(evaluator, 'summary')).toBe((await counted(other, 'summary')) - 1);
    // Another evaluator, and the applicant, read on.
    for (const url of reads) expect((await get(other, url)).statusCode, url).toBe(200);
    expect(await candidateIds(other)).toContain(id);
    expect(await candidateIds(other, 'summary')).toContain(id);
  });

  it('leaves an administrator in conflict reading the application and its parts', async () => {
    const { id, reads } = await fullApplication();
    await conflict(id, admin);
    for (const url of reads) expect((await get(admin, url)).statusCode, url).toBe(200);
    expect(await candidateIds(admin)).toContain(id);
  });
});

describe('the evaluator role', () => {
  const setRole = (who: TestUser, target: TestUser, role: string) =>
    t.injectAs(who, { method: 'PUT', url: `/api/users/${target.id}/role`, payload: { role } });
  // Staff sign in with a second factor: an evaluator without one enrols on the way.
  const signIn = async (user: TestUser) => ({ ...user, token: (await signInThroughSecondFactor(t, user)).token });

  it('is given and taken by an administrator, each change ending the person’s sign-ins', async () => {
    const person = await t.createUser();
    const given = await setRole(admin, person, 'EVALUATOR');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.role).toBe('EVALUATOR');
    expect((await get(person, '/api/users/me')).statusCode).toBe(401);
    const evaluator = await signIn(person);
    expect((await get(evaluator, '/api/users/me')).json().data.role).toBe('EVALUATOR');
    expect((await get(evaluator, `/api/sessions/${fixtures.session.id}/statistics`)).statusCode).toBe(200);
    expect((await get(evaluator, '/api/users')).statusCode).toBe(403);
    // The users list shows the role and filters on it.
    const listed = await get(admin, '/api/users?filter=role:eq:EVALUATOR&size=100');
    expect(listed.json().data.content.map((row: { id: number }) => row.id)).toContain(person.id);
    expect(listed.json().data.content.every((row: { role: string }) => row.role === 'EVALUATOR')).toBe(true);

    const taken = await setRole(admin, evaluator, 'STUDENT');
    expect(taken.json().data.role).toBe('STUDENT');
    expect((await get(evaluator, '/api/users/me')).statusCode).toBe(401);
    const student = await signIn(person);
    expect((await get(student, `/api/sessions/${fixtures.session.id}/statistics`)).statusCode).toBe(403);
  });

  it('is refused to an evaluator giving roles, and the last active administrator stays one', async () => {
    const evaluator = await t.createUser({ role: 'EVALUATOR' });
    const student = await t.createUser();
    expect((await setRole(evaluator, student, 'EVALUATOR')).statusCode).toBe(403);
    expect((await setRole(evaluator, evaluator, 'ADMIN')).statusCode).toBe(403);
    const last = await t.createUser({ role: 'ADMIN' });
    const others = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
    for (const other of others.filter((row) => row.id !== last.id))
      await t.database.db.update(users).set({ active: false }).where(eq(users.id, other.id));
    const demoted = await setRole(last, last, 'EVALUATOR');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe('The last active administrator cannot be deactivated, demoted or deleted');
    await t.database.db.update(users).set({ active: true }).where(eq(users.role, 'ADMIN'));
    expect((await setRole(last, last, 'EVALUATOR')).json().data.role).toBe('EVALUATOR');
  });
});
