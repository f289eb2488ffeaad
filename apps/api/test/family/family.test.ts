import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyingFixtures } from '../applications/fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { completeFamily, earningMother, supportedChild } from './fixtures.ts';

let t: TestApp;
let fixtures: ReturnType<typeof applyingFixtures>;
let session: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fixtures = applyingFixtures(t);
  session = await fixtures.session();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object, language = 'en') =>
  t.injectAs(user, { method, url: `/api${url}`, payload, headers: { 'accept-language': language } });

async function applicant() {
  const student = await t.createUser();
  const application = await fixtures.apply(student, session.id);
  return { student, application };
}

async function withFamily(values: object = completeFamily) {
  const { student, application } = await applicant();
  const created = await call(student, 'POST', '/families', { applicationId: application.id, ...values });
  expect(created.statusCode, created.body).toBe(201);
  return { student, application, family: created.json().data as { id: number; version: number } };
}

async function addMember(student: TestUser, familyId: number, values: object) {
  const added = await call(student, 'POST', `/families/${familyId}/members`, values);
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data as { id: number; version: number };
}

const completeStep = (student: TestUser, applicationId: number, language = 'en') =>
  call(student, 'PATCH', `/applications/${applicationId}/steps/complete/FAMILY`, {}, language);

describe('a family', () => {
  it('is one per application, saved as a draft, replaced by PUT and changed in part by PATCH', async () => {
    const { student, application } = await applicant();
    const created = await call(student, 'POST', '/families', { applicationId: application.id, rooms: 2 });
    expect(created.statusCode, created.body).toBe(201);
    const family = created.json().data;
    expect(family).toMatchObject({ applicationId: application.id, rooms: 2, houseType: null, version: 0 });
    expect((await call(student, 'POST', '/families', { applicationId: application.id })).statusCode).toBe(409);

    const patched = await call(student, 'PATCH', `/families/${family.id}`, { houseType: 'LOCATION', version: 0 });
    expect(patched.json().data).toMatchObject({ rooms: 2, houseType: 'LOCATION', version: 1 });
    const replaced = await call(student, 'PUT', `/families/${family.id}`, { neighborhood: ' Foto ', version: 1 });
    expect(replaced.json().data).toMatchObject({ rooms: null, houseType: null, neighborhood: 'Foto', version: 2 });

    expect((await call(student, 'GET', `/families/${family.id}`)).json().data.version).toBe(2);
    expect((await call(student, 'GET', `/families/application/${application.id}`)).json().data.id).toBe(family.id);
    expect((await call(student, 'GET', '/families/application/current')).json().data.id).toBe(family.id);
    expect((await call(student, 'GET', `/families/user/${student.id}`)).json().data).toHaveLength(1);
    expect((await call(student, 'DELETE', `/families/${family.id}`)).statusCode).toBe(200);
    expect((await call(student, 'GET', `/families/application/${application.id}`)).json().data).toBeNull();
    expect((await call(student, 'GET', '/families/application/current')).json().data).toBeNull();
  });

  it('refuses impossible values, each on its field, in the reader’s language, and keeps nothing', async () => {
    const { student, application } = await applicant();
    for (const [payload, field] of [
      [{ rooms: -1 }, 'rooms'],
      [{ rooms: 2.5 }, 'rooms'],
      [{ membersInTown: 51 }, 'membersInTown'],
      [{ houseType: 'CASTLE' }, 'houseType'],
      [{ toiletType: 'YES' }, 'toiletType'],
      [{ hasTV: 'yes' }, 'hasTV'],
      [{ goats: '3' }, 'goats'],
      [{ rentPrice: 10_000_001 }, 'rentPrice'],
      [{ neighborhood: 'x'.repeat(201) }, 'neighborhood'],
    ] as const) {
      const refused = await call(student, 'POST', '/families', { applicationId: application.id, ...payload }, 'fr');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors[0].field).toBe(field);
    }
    expect((await call(student, 'GET', `/families/application/${application.id}`)).json().data).toBeNull();
  });

  it('refuses a version beyond what the database stores, on the family and its members (found by generated bodies)', async () => {
    const { student, family } = await withFamily();
    const member = await addMember(student, family.id, earningMother);
    for (const [method, url, payload] of [
      ['PUT', `/families/${family.id}`, { rooms: 1, version: 2_147_483_648 }],
      ['PATCH', `/families/${family.id}`, { rooms: 1, version: 2_147_483_648 }],
      ['PUT', `/families/members/${member.id}`, { ...earningMother, version: 2_147_483_648 }],
    ] as const) {
      const refused = await call(student, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(400);
      expect(refused.json().fieldErrors[0].field).toBe('version');
    }
    expect((await call(student, 'GET', `/families/${family.id}`)).json().data.version).toBe(0);
  });

  it('of another student answers 404 on every call, with its members', async () => {
    const { student, application, family } = await withFamily();
    const member = await addMember(student, family.id, earningMother);
    const other = await t.createUser();
    for (const [method, url, body] of [
      ['GET', `/families/${family.id}`],
      ['PUT', `/families/${family.id}`, { rooms: 1 }],
      ['PATCH', `/families/${family.id}`, { rooms: 1 }],
      ['DELETE', `/families/${family.id}`],
      ['GET', `/families/${family.id}/members`],
      ['POST', `/families/${family.id}/members`, earningMother],
      ['PUT', `/families/members/${member.id}`, earningMother],
      ['DELETE', `/families/members/${member.id}`],
      ['GET', `/families/application/${application.id}`],
      ['GET', `/families/user/${student.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(other, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'GET', '/families/application/current')).json().data).toBeNull();
    expect((await call(student, 'GET', `/families/${family.id}/members`)).json().data).toHaveLength(1);
  });

  it('is read by administrators, who write none of it (403)', async () => {
    const { student, application, family } = await withFamily();
    const member = await addMember(student, family.id, earningMother);
    const admin = await t.createUser({ role: 'ADMIN' });
    expect((await call(admin, 'GET', `/families/${family.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/families/${family.id}/members`)).json().data).toHaveLength(1);
    expect((await call(admin, 'GET', `/families/application/${application.id}`)).json().data.id).toBe(family.id);
    expect((await call(admin, 'GET', `/families/user/${student.id}`)).json().data).toHaveLength(1);
    for (const [method, url, body] of [
      ['POST', '/families', { applicationId: application.id }],
      ['PUT', `/families/${family.id}`, { rooms: 1 }],
      ['PATCH', `/families/${family.id}`, { rooms: 1 }],
      ['DELETE', `/families/${family.id}`],
      ['POST', `/families/${family.id}/members`, earningMother],
      ['PUT', `/families/members/${member.id}`, earningMother],
      ['DELETE', `/families/members/${member.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(admin, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('follows the lock of its application', async () => {
    const { student, application, family } = await withFamily();
    const member = await addMember(student, family.id, earningMother);
    await fixtures.decide(application.id, { status: 'APPROVED' });
    for (const [method, url, body] of [
      ['PATCH', `/families/${family.id}`, { rooms: 1 }],
      ['POST', `/families/${family.id}/members`, earningMother],
      ['PUT', `/families/members/${member.id}`, earningMother],
      ['DELETE', `/families/members/${member.id}`],
      ['DELETE', `/families/${family.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(student, method, url, body)).json().code, `${method} ${url}`).toBe('APPLICATION_LOCKED');
    }
    expect((await call(student, 'GET', `/families/${family.id}`)).json().data.rooms).toBe(3);
  });

  it('refuses a stale copy of the family and of a member', async () => {
    const { student, family } = await withFamily();
    expect((await call(student, 'PATCH', `/families/${family.id}`, { rooms: 4, version: 0 })).statusCode).toBe(200);
    const stale = await call(student, 'PUT', `/families/${family.id}`, { rooms: 5, version: 0 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_WRITE']);
    const member = await addMember(student, family.id, earningMother);
    const changed = await call(student, 'PUT', `/families/members/${member.id}`, { ...earningMother, version: 0 });
    expect(changed.json().data.version).toBe(1);
    const staleMember = await call(student, 'PUT', `/families/members/${member.id}`, { ...earningMother, version: 0 });
    expect([staleMember.statusCode, staleMember.json().code]).toEqual([409, 'STALE_WRITE']);
    expect((await call(student, 'GET', `/families/${family.id}`)).json().data.rooms).toBe(4);
  });
});

describe('family members', () => {
  it('are added as drafts, listed in order, replaced and deleted', async () => {
    const { student, family } = await withFamily();
    const draft = await addMember(student, family.id, { relationship: 'FATHER' });
    const child = await addMember(student, family.id, supportedChild);
    const listed = (await call(student, 'GET', `/families/${family.id}/members`)).json().data;
    expect(listed.map((m: { id: number }) => m.id)).toEqual([draft.id, child.id]);
    expect(listed[0]).toMatchObject({ familyId: family.id, relationship: 'FATHER', birthYear: null });
    const replaced = await call(student, 'PUT', `/families/members/${draft.id}`, { birthYear: 1970 });
    expect(replaced.json().data).toMatchObject({ relationship: null, birthYear: 1970 });
    expect((await call(student, 'DELETE', `/families/members/${child.id}`)).statusCode).toBe(200);
    expect((await call(student, 'GET', `/families/${family.id}/members`)).json().data).toHaveLength(1);
    expect((await call(student, 'PUT', `/families/members/${child.id}`, {})).statusCode).toBe(404);
  });

  it('refuse impossible values, each on its field', async () => {
    const { student, family } = await withFamily();
    for (const [payload, field] of [
      [{ birthYear: 1899 }, 'birthYear'],
      [{ birthYear: new Date().getFullYear() + 1 }, 'birthYear'],
      [{ relationship: 'NEIGHBOUR' }, 'relationship'],
      [{ maritalStatus: 'ENGAGED' }, 'maritalStatus'],
      [{ schoolLevel: 'PHD' }, 'schoolLevel'],
      [{ mainIncomeType: 'LOTTERY' }, 'mainIncomeType'],
      [{ otherIncomeType: 'LOTTERY' }, 'otherIncomeType'],
      [{ annualSalary: -5 }, 'annualSalary'],
      [{ otherIncome: 1_000_000_001 }, 'otherIncome'],
      [{ hasHandicap: 'no' }, 'hasHandicap'],
    ] as const) {
      const refused = await call(student, 'POST', `/families/${family.id}/members`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors[0].field).toBe(field);
    }
    expect((await call(student, 'GET', `/families/${family.id}/members`)).json().data).toEqual([]);
  });

  it('who live on an income cannot declare no income at all; supported members may', async () => {
    const { student, family } = await withFamily();
    const refused = await call(
      student,
      'POST',
      `/families/${family.id}/members`,
      { ...earningMother, annualSalary: 0, otherIncome: 0 },
      'fr',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors[0]).toMatchObject({ field: 'annualSalary' });
    expect(refused.json().fieldErrors[0].message).toContain('0');
    await addMember(student, family.id, {
      ...earningMother,
      mainIncomeType: 'PENSION',
      annualSalary: 0,
      otherIncome: 1,
    });
    await addMember(student, family.id, supportedChild);
  });

  it('are at most as many as a family may declare in town', async () => {
    const { student, application, family } = await withFamily();
    const found = { id: family.id, applicationId: application.id };
    for (let index = 0; index < 50; index += 1) await t.app.services.family.addMember(found, {});
    const refused = await call(student, 'POST', `/families/${family.id}/members`, supportedChild);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'A family holds at most 50 members']);
    expect((await call(student, 'GET', `/families/${family.id}/members`)).json().data).toHaveLength(50);
  });
});

describe('completing the family step', () => {
  it('lists what is missing, family and members, on their fields', async () => {
    const { student, application, family } = await withFamily({ membersInTown: 1, houseType: 'LOCATION' });
    await addMember(student, family.id, { relationship: 'FATHER', mainIncomeType: 'SALARY' });
    const refused = await completeStep(student, application.id);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'APPLICATION_INCOMPLETE']);
    const fields = refused.json().fieldErrors.map((problem: { field: string }) => problem.field);
    expect(fields).toContain('FAMILY.rooms');
    expect(fields).toContain('FAMILY.rentPrice');
    expect(fields).not.toContain('FAMILY.membersInTown');
    expect(fields).toContain('FAMILY.members.0.birthYear');
    expect(fields).toContain('FAMILY.members.0.employer');
  });

  it('says when the family was never saved', async () => {
    const { student, application } = await applicant();
    const refused = await completeStep(student, application.id);
    expect(refused.json().fieldErrors).toEqual([expect.objectContaining({ field: 'FAMILY' })]);
  });

  it('asks at least one animal of a family that keeps livestock', async () => {
    const { student, application, family } = await withFamily({ ...completeFamily, membersInTown: 0, goats: 0 });
    const refused = await completeStep(student, application.id);
    expect(refused.json().fieldErrors.map((p: { field: string }) => p.field)).toEqual(['FAMILY.chickens']);
    await call(student, 'PATCH', `/families/${family.id}`, { chickens: 12 });
    expect((await completeStep(student, application.id)).statusCode).toBe(200);
  });

  it('reports a member count that differs from the members registered, with both numbers, until it is fixed', async () => {
    const { student, application, family } = await withFamily({ ...completeFamily, membersInTown: 3 });
    await addMember(student, family.id, earningMother);
    await addMember(student, family.id, supportedChild);
    for (const [language, words] of [
      ['en', 'declared 3'],
      ['fr', 'déclaré 3'],
      ['it', 'dichiarato 3'],
    ]) {
      const refused = await completeStep(student, application.id, language);
      expect(refused.statusCode).toBe(400);
      const [problem] = refused.json().fieldErrors;
      expect(problem.field).toBe('FAMILY.membersInTown');
      expect(problem.message).toContain(words);
      expect(problem.message).toContain('2');
    }
    expect((await call(student, 'PATCH', `/families/${family.id}`, { membersInTown: 2 })).statusCode).toBe(200);
    const completed = await completeStep(student, application.id);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data.steps.FAMILY).toBe('COMPLETED');
  });

  it('applies the income rule to a member whose amounts were never typed together', async () => {
    const { student, application, family } = await withFamily({ ...completeFamily, membersInTown: 1 });
    const member = await addMember(student, family.id, { ...earningMother, annualSalary: 0, otherIncome: null });
    const missing = await completeStep(student, application.id);
    expect(missing.json().fieldErrors.map((p: { field: string }) => p.field)).toEqual(['FAMILY.members.0.otherIncome']);
    await call(student, 'PUT', `/families/members/${member.id}`, { ...earningMother, annualSalary: 1 });
    expect((await completeStep(student, application.id)).statusCode).toBe(200);
  });

  it('is checked again at submission, the mismatch with both numbers', async () => {
    const { student, application, family } = await withFamily({ ...completeFamily, membersInTown: 1 });
    const submitted = await call(student, 'POST', `/applications/${application.id}/submit`, { declaration: true });
    expect(submitted.statusCode).toBe(400);
    const problem = submitted.json().fieldErrors.find((p: { field: string }) => p.field === 'FAMILY.membersInTown');
    expect(problem.message).toMatch(/1.*0/);
    expect(family.id).toBeGreaterThan(0);
  });
});

describe('the statistics', () => {
  it('count the applications with at least one family member with a handicap', async () => {
    const own = await fixtures.session({ year: 2031, start: -400, end: -370, status: 'CLOSED' });
    const admin = await t.createUser({ role: 'ADMIN' });
    const before = (await call(admin, 'GET', `/sessions/${session.id}/statistics`)).json().data.familyHandicap;
    const { student, family } = await withFamily();
    await addMember(student, family.id, { ...earningMother, hasHandicap: true });
    await addMember(student, family.id, { ...supportedChild, hasHandicap: true });
    const other = await withFamily();
    await addMember(other.student, other.family.id, earningMother);
    const after = (await call(admin, 'GET', `/sessions/${session.id}/statistics`)).json().data.familyHandicap;
    expect(after - before).toBe(1);
    expect((await call(admin, 'GET', `/sessions/${own.id}/statistics`)).json().data.familyHandicap).toBe(0);
  });
});
