import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { readyToSubmit as fillEverything } from './complete-application.ts';
import { applyingFixtures } from './fixtures.ts';

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
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  lang = 'en',
) => t.injectAs(user, { method, url: `/api${url}`, payload, headers: { 'accept-language': lang } });
const ok = async (user: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
  const answer = await call(user, method, url, payload);
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json().data;
};
const profileOf = async (user: TestUser) => (await call(user, 'GET', '/users/me')).json().data.student;

/** An application with everything filled and every step done; what remains is the declaration. */
async function readyToSubmit(student: TestUser) {
  const { id } = await fixtures.apply(student, session.id);
  await fillEverything(t, student, id);
  return id;
}

describe("the first step's questions of the student profile", () => {
  it('reads empty for a student without a profile, then saves into the profile the account settings show', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    const empty = await call(student, 'GET', `/applications/${id}/applicant`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ birthDate: null, town: null, district: null });

    await ok(student, 'PUT', '/users/student', { mobileNumber: '+237 650 00 00 00', town: 'Bafoussam' });
    const saved = await call(student, 'PUT', `/applications/${id}/applicant`, {
      birthDate: '2005-03-14',
      town: '  Dschang ',
      district: 'Menoua',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ birthDate: '2005-03-14', town: 'Dschang', district: 'Menoua' });
    // The same data as the account settings: the other fields of the profile stay as they were.
    expect(await profileOf(student)).toMatchObject({
      birthDate: '2005-03-14',
      town: 'Dschang',
      district: 'Menoua',
      mobileNumber: '+237 650 00 00 00',
    });
    // What the account settings change, the application reads.
    await ok(student, 'PUT', '/users/student', { birthDate: '2005-03-15', town: 'Dschang' });
    expect((await call(student, 'GET', `/applications/${id}/applicant`)).json().data).toEqual({
      birthDate: '2005-03-15',
      town: 'Dschang',
      district: null,
    });
  });

  it('checks the answers as the account settings do, naming the field in the reader’s language, and changes nothing', async () => {
    const student = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    await ok(student, 'PUT', `/applications/${id}/applicant`, { birthDate: '2004-01-01', town: 'Dschang' });
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const [payload, field, message] of [
      [{ birthDate: nextYear }, 'birthDate', 'Une date de naissance ne peut pas être dans le futur'],
      [
        { birthDate: '1899-12-31' },
        'birthDate',
        'Une date de naissance antérieure à 1900 n’est pas plausible ; vérifiez l’année',
      ],
      [{ birthDate: '14/03/2005' }, 'birthDate', undefined],
      [{ town: 'x'.repeat(201) }, 'town', undefined],
      [{ district: 42 }, 'district', undefined],
    ] as const) {
      const refused = await call(student, 'PUT', `/applications/${id}/applicant`, payload, 'fr');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = refused.json().fieldErrors as { field: string; message: string }[];
      expect(errors.map((error) => error.field)).toEqual([field]);
      if (message) expect(errors[0]?.message).toBe(message);
    }
    // The same checks as the account settings' own form.
    const settings = await call(student, 'PUT', '/users/student', { birthDate: nextYear }, 'fr');
    expect(settings.json().fieldErrors[0]).toMatchObject({
      field: 'birthDate',
      message: 'Une date de naissance ne peut pas être dans le futur',
    });
    expect((await call(student, 'GET', `/applications/${id}/applicant`)).json().data).toEqual({
      birthDate: '2004-01-01',
      town: 'Dschang',
      district: null,
    });
  });

  it('is read by its owner and administrators, written by its owner only while the application may change', async () => {
    const student = await t.createUser();
    const other = await t.createUser();
    const { id } = await fixtures.apply(student, session.id);
    await ok(student, 'PUT', `/applications/${id}/applicant`, { birthDate: '2004-01-01', town: 'Dschang' });
    expect((await call(admin, 'GET', `/applications/${id}/applicant`)).json().data.town).toBe('Dschang');
    expect((await call(other, 'GET', `/applications/${id}/applicant`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/applications/${id}/applicant`, { town: 'Douala' })).statusCode).toBe(404);
    expect((await call(null, 'GET', `/applications/${id}/applicant`)).statusCode).toBe(401);
    // Administrators read every application but write none.
    expect((await call(admin, 'PUT', `/applications/${id}/applicant`, { town: 'Douala' })).statusCode).toBe(403);
    expect((await call(student, 'GET', '/applications/999999/applicant')).statusCode).toBe(404);
    await fixtures.decide(id, { submitted: true });
    const locked = await call(student, 'PUT', `/applications/${id}/applicant`, { town: 'Douala' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('APPLICATION_LOCKED');
    expect((await profileOf(student)).town).toBe('Dschang');
  });
});

describe('submission and what the eligibility check reads', () => {
  it('is refused while the birth date or both town and district are missing, naming them, and accepted once the first step has them', async () => {
    const student = await t.createUser();
    const id = await readyToSubmit(student);
    // The applicant empties the profile in the account settings after completing the first step.
    await ok(student, 'PUT', '/users/student', { mobileNumber: '+237 650 00 00 00' });

    const refused = await call(student, 'POST', `/applications/${id}/submit`, { declaration: true }, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('APPLICATION_INCOMPLETE');
    expect(refused.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'NEXT_YEAR_PLAN.birthDate', message: 'Indiquez votre date de naissance' }),
      expect.objectContaining({
        field: 'NEXT_YEAR_PLAN.town',
        message: 'Indiquez la ville ou le département où vous habitez',
      }),
    ]);
    const english = await call(student, 'POST', `/applications/${id}/submit`, { declaration: true }, 'en');
    expect(english.json().fieldErrors.map((error: { message: string }) => error.message)).toEqual([
      'Enter your date of birth',
      'Enter the town or the district where you live',
    ]);
    expect((await call(student, 'GET', `/applications/${id}`)).json().data.submitted).toBe(false);

    // Completing the first step again asks the same.
    const step = await call(student, 'PATCH', `/applications/${id}/steps/complete/NEXT_YEAR_PLAN`, {});
    expect(step.statusCode).toBe(400);
    expect(step.json().fieldErrors.map((error: { field: string }) => error.field)).toEqual([
      'NEXT_YEAR_PLAN.birthDate',
      'NEXT_YEAR_PLAN.town',
    ]);

    await ok(student, 'PUT', `/applications/${id}/applicant`, { birthDate: '2005-03-14' });
    const still = await call(student, 'POST', `/applications/${id}/submit`, { declaration: true });
    expect(still.json().fieldErrors.map((error: { field: string }) => error.field)).toEqual(['NEXT_YEAR_PLAN.town']);

    // A district alone is enough, as for the eligibility rule.
    await ok(student, 'PUT', `/applications/${id}/applicant`, { birthDate: '2005-03-14', district: 'Menoua' });
    const submitted = await call(student, 'POST', `/applications/${id}/submit`, { declaration: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.submitted).toBe(true);

    // The committee's check then finds nothing missing.
    const run = await call(admin, 'POST', `/applications/eligibility-check/${session.id}`);
    expect(run.statusCode, run.body).toBe(200);
    const checked = (await call(admin, 'GET', `/applications/${id}`)).json().data;
    expect(checked.nonEligibilityReasons).not.toContain('The date of birth is missing');
    expect(checked.nonEligibilityReasons).not.toContain('Neither the town nor the district of residence is given');
  });
});
