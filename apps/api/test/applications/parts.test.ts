import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { applyingFixtures } from './fixtures.ts';

let t: TestApp;
let fixtures: ReturnType<typeof applyingFixtures>;
let session: { id: number };
let francophone: { id: number };
let anglophone: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fixtures = applyingFixtures(t);
  session = await fixtures.session();
  francophone = await fixtures.bacType('FRANCOPHONE');
  anglophone = await fixtures.bacType('ANGLOPHONE');
});
afterAll(async () => t?.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(user, { method, url: `/api${url}`, payload });

async function applicant() {
  const student = await t.createUser();
  const application = await fixtures.apply(student, session.id);
  return { student, application };
}

describe('school results', () => {
  it('are one per application, changed by their id, with a stale copy refused', async () => {
    const { student, application } = await applicant();
    const created = await call(student, 'POST', '/school-results', {
      applicationId: application.id,
      totalCredit: 60,
      achievedCredit: 56,
      annualAverage: 13.456,
    });
    expect(created.statusCode, created.body).toBe(201);
    const result = created.json().data;
    expect(result).toMatchObject({ applicationId: application.id, annualAverage: 13.46, version: 0 });
    const second = await call(student, 'POST', '/school-results', { applicationId: application.id });
    expect(second.statusCode).toBe(409);

    const changed = await call(student, 'PUT', `/school-results/${result.id}`, { achievedCredit: 58, version: 0 });
    expect(changed.json().data).toMatchObject({ achievedCredit: 58, totalCredit: 60, version: 1 });
    const stale = await call(student, 'PUT', `/school-results/${result.id}`, { achievedCredit: 20, version: 0 });
    expect(stale.json().code).toBe('STALE_WRITE');
    expect((await call(student, 'GET', `/school-results/application/${application.id}`)).json().data.id).toBe(
      result.id,
    );
    expect((await call(student, 'GET', '/school-results')).json().data).toHaveLength(1);
    expect((await call(student, 'DELETE', `/school-results/${result.id}`)).statusCode).toBe(200);
    expect((await call(student, 'GET', `/school-results/application/${application.id}`)).json().data).toBeNull();
  });

  it('refuse impossible values, each on its field', async () => {
    const { student, application } = await applicant();
    for (const [payload, field] of [
      [{ annualAverage: 21 }, 'annualAverage'],
      [{ annualAverage: -1 }, 'annualAverage'],
      [{ totalCredit: 60, achievedCredit: 61 }, 'achievedCredit'],
      [{ totalCredit: 1.5 }, 'totalCredit'],
      [{ totalCredit: '60' }, 'totalCredit'],
    ] as const) {
      const refused = await call(student, 'POST', '/school-results', { applicationId: application.id, ...payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors[0].field).toBe(field);
    }
    expect((await call(student, 'GET', `/school-results/application/${application.id}`)).json().data).toBeNull();
  });

  it('of another student answer 404 on every call', async () => {
    const { student, application } = await applicant();
    const other = await t.createUser();
    const { id } = (await call(student, 'POST', '/school-results', { applicationId: application.id })).json().data;
    expect((await call(other, 'GET', `/school-results/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/school-results/${id}`, { totalCredit: 60 })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/school-results/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/school-results')).json().data).toEqual([]);
  });

  it('follow their application’s lock', async () => {
    const { student, application } = await applicant();
    const { id } = (await call(student, 'POST', '/school-results', { applicationId: application.id })).json().data;
    await fixtures.decide(application.id, { status: 'APPROVED' });
    expect((await call(student, 'PUT', `/school-results/${id}`, { totalCredit: 60 })).json().code).toBe(
      'APPLICATION_LOCKED',
    );
    expect((await call(student, 'DELETE', `/school-results/${id}`)).statusCode).toBe(409);
  });
});

describe('high-school resumes', () => {
  it('hold a francophone final grade over 20 or one to five anglophone GCE grades', async () => {
    const { student, application } = await applicant();
    const created = await call(student, 'POST', '/high-school-resumes', {
      applicationId: application.id,
      languageSection: 'ANGLOPHONE',
      bacTypeId: anglophone.id,
      issueDate: '2025-07-10',
      gceGrades: [
        { subject: 'Biology', grade: 'B' },
        { subject: 'Chemistry', grade: 'O' },
      ],
      schoolName: 'GBHS Dschang',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.gceGrades).toHaveLength(2);

    const { id } = created.json().data;
    const refusals: [object, string][] = [
      [{ gceGrades: Array.from({ length: 6 }, (_, i) => ({ subject: `S${i}`, grade: 'A' })) }, 'gceGrades'],
      [{ gceGrades: [{ subject: 'Maths', grade: 'F' }] }, 'gceGrades.0.grade'],
      [{ languageSection: 'ANGLOPHONE', finalGrade: 14 }, 'finalGrade'],
      [{ languageSection: 'FRANCOPHONE', gceGrades: [{ subject: 'Maths', grade: 'A' }] }, 'gceGrades'],
      [{ languageSection: 'FRANCOPHONE', bacTypeId: anglophone.id }, 'bacTypeId'],
      [{ bacTypeId: 99_999 }, 'bacTypeId'],
      [{ issueDate: '2999-01-01' }, 'issueDate'],
      [{ finalGrade: 20.5 }, 'finalGrade'],
    ];
    for (const [payload, field] of refusals) {
      const refused = await call(student, 'PUT', `/high-school-resumes/${id}`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors[0].field, JSON.stringify(payload)).toBe(field);
    }
    const francophoneResume = await call(student, 'PUT', `/high-school-resumes/${id}`, {
      languageSection: 'FRANCOPHONE',
      bacTypeId: francophone.id,
      finalGrade: 14.25,
      gceGrades: [],
    });
    expect(francophoneResume.statusCode, francophoneResume.body).toBe(200);
    expect(francophoneResume.json().data).toMatchObject({ finalGrade: 14.25, gceGrades: [], version: 1 });
  });

  it('complete their step once nothing is missing', async () => {
    const { student, application } = await applicant();
    await call(student, 'POST', '/high-school-resumes', {
      applicationId: application.id,
      languageSection: 'FRANCOPHONE',
      bacTypeId: francophone.id,
      issueDate: '2025-07-10',
    });
    const missing = await t.injectAs(student, {
      method: 'PATCH',
      url: `/api/applications/${application.id}/steps/complete/HIGH_SCHOOL_RESUME`,
      payload: {},
    });
    expect(missing.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual([
      'HIGH_SCHOOL_RESUME.schoolName',
      'HIGH_SCHOOL_RESUME.finalGrade',
    ]);
  });
});
