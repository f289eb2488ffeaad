import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { applyingFixtures } from './fixtures.ts';

let t: TestApp;
let fixtures: ReturnType<typeof applyingFixtures>;
let session: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fixtures = applyingFixtures(t);
  session = await fixtures.session();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.injectAs(user, { method, url: `/api${url}`, payload });

async function applicant() {
  const student = await t.createUser();
  const application = await fixtures.apply(student, session.id);
  return { student, application };
}

const complete = (user: TestUser, id: number, step: string, payload: object = {}) =>
  call(user, 'PATCH', `/applications/${id}/steps/complete/${step}`, payload);
const fieldsOf = (response: { json(): { fieldErrors?: { field: string }[] } }) =>
  (response.json().fieldErrors ?? []).map((error) => error.field);

const grant = { name: 'Bourse communale', organization: 'Commune de Dschang', amount: 150_000, description: 'Yearly' };
const tutoring = {
  title: 'Tutoring',
  employer: 'Lycée de Dschang',
  salary: 20_000,
  annualIncome: 240_000,
  incomeType: 'REGULAR',
  survivalIncomeType: 'PART_OF_MEANS',
};

/** Both list steps have the same calls and rules; each runs them on its own segment, step and entry. */
const lists = [
  { segment: 'financing', step: 'FINANCING', full: grant, firstField: 'name', bad: { amount: 0 }, badField: 'amount' },
  {
    segment: 'extra-activities',
    step: 'ACTIVITIES',
    full: tutoring,
    firstField: 'title',
    bad: { incomeType: 'SOMETIMES' },
    badField: 'incomeType',
  },
] as const;

describe.each(lists)('$segment', ({ segment, step, full, firstField, bad, badField }) => {
  it('adds, lists, changes and deletes entries, a stale copy refused', async () => {
    const { student, application } = await applicant();
    const created = await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json().data;
    expect(entry).toMatchObject({ ...full, applicationId: application.id, version: 0 });
    const second = await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id });
    expect(second.statusCode, 'a draft may be empty').toBe(201);

    const listed = await call(student, 'GET', `/applications/${application.id}/${segment}`);
    expect(listed.json().data.map((e: { id: number }) => e.id)).toEqual([entry.id, second.json().data.id]);

    const changed = await call(student, 'PUT', `/applications/${segment}/${entry.id}`, {
      [firstField]: 'Changed',
      version: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ [firstField]: 'Changed', version: 1 });
    const stale = await call(student, 'PUT', `/applications/${segment}/${entry.id}`, {
      [firstField]: 'Old',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    expect((await call(student, 'GET', `/applications/${segment}/${entry.id}`)).json().data[firstField]).toBe(
      'Changed',
    );

    expect((await call(student, 'DELETE', `/applications/${segment}/${entry.id}`)).statusCode).toBe(200);
    expect((await call(student, 'GET', `/applications/${segment}/${entry.id}`)).statusCode).toBe(404);
    expect((await call(student, 'GET', `/applications/${application.id}/${segment}`)).json().data).toHaveLength(1);
  });

  it('refuses bad values on their field and writes nothing', async () => {
    const { student, application } = await applicant();
    for (const [payload, field] of [
      [bad, badField],
      [{ [firstField]: 'x'.repeat(201) }, firstField],
      [{ [firstField]: 12 }, firstField],
      [{ version: -1 }, 'version'],
    ] as const) {
      const refused = await call(student, 'POST', `/applications/${segment}`, {
        applicationId: application.id,
        ...payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(refused)[0], JSON.stringify(payload)).toBe(field);
    }
    const noApplication = await call(student, 'POST', `/applications/${segment}`, full);
    expect(fieldsOf(noApplication)).toEqual(['applicationId']);
    const unknown = await call(student, 'POST', `/applications/${segment}`, { applicationId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect((await call(student, 'GET', `/applications/${application.id}/${segment}`)).json().data).toEqual([]);
    const { id } = (await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id })).json()
      .data;
    const badChange = await call(student, 'PUT', `/applications/${segment}/${id}`, bad);
    expect(fieldsOf(badChange)).toEqual([badField]);
    expect((await call(student, 'GET', `/applications/${segment}/${id}`)).json().data.version).toBe(0);
  });

  it('complete their step with at least one complete entry, listing what is missing', async () => {
    const { student, application } = await applicant();
    const none = await complete(student, application.id, step);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('APPLICATION_INCOMPLETE');
    expect(fieldsOf(none)).toEqual([step]);

    await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full });
    const half = await call(student, 'POST', `/applications/${segment}`, {
      applicationId: application.id,
      [firstField]: 'Half',
    });
    const missing = await complete(student, application.id, step);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing).every((field) => field.startsWith(`${step}.`))).toBe(true);
    expect(missing.json().fieldErrors[0].message).toMatch(/2/);

    await call(student, 'DELETE', `/applications/${segment}/${half.json().data.id}`);
    const done = await complete(student, application.id, step);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.steps[step]).toBe('COMPLETED');
  });

  it('may be skipped when empty; an entry added later opens the step again', async () => {
    const { student, application } = await applicant();
    const skipped = await complete(student, application.id, step, { skipped: true });
    expect(skipped.json().data.steps[step]).toBe('SKIPPED');
    const { id } = (
      await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full })
    ).json().data;
    expect((await call(student, 'GET', `/applications/${application.id}`)).json().data.steps[step]).toBe('OPEN');

    const contradicted = await complete(student, application.id, step, { skipped: true });
    expect(contradicted.statusCode).toBe(400);
    expect(contradicted.json().fieldErrors[0]).toMatchObject({ field: 'step' });
    await call(student, 'DELETE', `/applications/${segment}/${id}`);
    expect((await complete(student, application.id, step, { skipped: true })).statusCode).toBe(200);
  });

  it('open a completed step again when a change leaves it incomplete', async () => {
    const { student, application } = await applicant();
    const stepOf = async () => (await call(student, 'GET', `/applications/${application.id}`)).json().data.steps[step];
    const { id } = (
      await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full })
    ).json().data;
    await complete(student, application.id, step);
    await call(student, 'PUT', `/applications/${segment}/${id}`, { [firstField]: 'Still complete' });
    expect(await stepOf()).toBe('COMPLETED');
    const emptied = await call(student, 'PUT', `/applications/${segment}/${id}`, { [firstField]: null });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await stepOf()).toBe('OPEN');
    await call(student, 'PUT', `/applications/${segment}/${id}`, { [firstField]: 'Again' });
    await complete(student, application.id, step);
    await call(student, 'DELETE', `/applications/${segment}/${id}`);
    expect(await stepOf(), 'no entry left').toBe('OPEN');
  });

  it('of another student answer 404; administrators read but never write', async () => {
    const { student, application } = await applicant();
    const other = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    const { id } = (
      await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full })
    ).json().data;
    expect((await call(other, 'GET', `/applications/${segment}/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/applications/${segment}/${id}`, { [firstField]: 'Mine' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/applications/${segment}/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/applications/${application.id}/${segment}`)).statusCode).toBe(404);
    const intrude = await call(other, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full });
    expect(intrude.statusCode).toBe(404);

    expect((await call(admin, 'GET', `/applications/${segment}/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/applications/${application.id}/${segment}`)).json().data).toHaveLength(1);
    expect((await call(admin, 'PUT', `/applications/${segment}/${id}`, { [firstField]: 'Admin' })).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'DELETE', `/applications/${segment}/${id}`)).statusCode).toBe(403);
    const adminAdds = await call(admin, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full });
    expect(adminAdds.statusCode).toBe(403);
    expect((await call(null, 'GET', `/applications/${segment}/${id}`)).statusCode).toBe(401);
    expect((await call(student, 'GET', `/applications/${segment}/${id}`)).json().data[firstField]).toBe(
      full[firstField as keyof typeof full],
    );
  });

  it('follow their application’s lock', async () => {
    const { student, application } = await applicant();
    const { id } = (
      await call(student, 'POST', `/applications/${segment}`, { applicationId: application.id, ...full })
    ).json().data;
    await fixtures.decide(application.id, { submitted: true });
    for (const [method, url, payload] of [
      ['POST', `/applications/${segment}`, { applicationId: application.id }],
      ['PUT', `/applications/${segment}/${id}`, { [firstField]: 'Late' }],
      ['DELETE', `/applications/${segment}/${id}`, undefined],
    ] as const) {
      const locked = await call(student, method, url, payload);
      expect(locked.statusCode, `${method} ${url}`).toBe(409);
      expect(locked.json().code).toBe('APPLICATION_LOCKED');
    }
    expect((await call(student, 'GET', `/applications/${application.id}/${segment}`)).json().data).toHaveLength(1);
  });
});

describe('extra activities', () => {
  it('do not ask the yearly income of an activity that brings nothing', async () => {
    const { student, application } = await applicant();
    await call(student, 'POST', '/applications/extra-activities', {
      applicationId: application.id,
      title: 'Choir',
      incomeType: 'NONE',
      survivalIncomeType: 'NOT_NEEDED',
    });
    expect((await complete(student, application.id, 'ACTIVITIES')).statusCode).toBe(200);
  });

  it('name the missing fields in the reader’s language', async () => {
    const { student, application } = await applicant();
    await call(student, 'POST', '/applications/extra-activities', { applicationId: application.id, title: 'Farm' });
    const missing = await t.injectAs(student, {
      method: 'PATCH',
      url: `/api/applications/${application.id}/steps/complete/ACTIVITIES`,
      payload: {},
      headers: { 'accept-language': 'fr' },
    });
    expect(fieldsOf(missing)).toEqual([
      'ACTIVITIES.incomeType',
      'ACTIVITIES.annualIncome',
      'ACTIVITIES.survivalIncomeType',
    ]);
    expect(missing.json().fieldErrors[0].message).toBe('Entrée 1 : dites ce que l’activité vous rapporte');
  });
});
