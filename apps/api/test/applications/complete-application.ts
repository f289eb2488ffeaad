import { expect } from 'vitest';
import { multipart, pdf } from '../documents/helpers.ts';
import { completeFamily, earningMother, supportedChild } from '../family/fixtures.ts';
import type { TestApp, TestUser } from '../test-app.ts';
import { applyingFixtures, words } from './fixtures.ts';

type Reference = { schoolLevelId: number; bacTypeId: number };

/**
 * Fills every part of an application this version of the portal holds, through the API as its owner would, and
 * marks each step completed (financing and extra activities skipped): details and next-year plan with what the first
 * step asks of the student profile (birth date, town), school result, high-school resume, motivation. A step that gains its screen adds its part here, so a journey that submits can
 * start from an application with nothing missing.
 */
export async function completeApplication(
  t: TestApp,
  student: TestUser,
  applicationId: number,
  reference?: Reference,
  results: { achievedCredit: number; annualAverage: number } = { achievedCredit: 58, annualAverage: 14.5 },
) {
  const fixtures = applyingFixtures(t);
  const { schoolLevelId, bacTypeId } = reference ?? {
    schoolLevelId: (await fixtures.schoolLevel()).id,
    bacTypeId: (await fixtures.bacType('FRANCOPHONE')).id,
  };
  const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const answer = await t.injectAs(student, { method, url: `/api${url}`, payload });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer.json().data;
  };
  await call('PUT', `/applications/${applicationId}/applicant`, { birthDate: '2005-03-14', town: 'Dschang' });
  await call('PUT', `/applications/${applicationId}`, {
    universityStudent: true,
    desiredUniversity: 'University of Dschang',
    desiredFaculty: 'Sciences',
    desiredOption: 'Mathematics',
    schoolLevelId,
    nextYearTown: 'Dschang',
    nextYearWish: 'Finish the bachelor with honours',
    currentUniversity: 'University of Dschang',
    currentFaculty: 'Sciences',
  });
  await call('POST', '/school-results', { applicationId, totalCredit: 60, ...results });
  await call('POST', '/high-school-resumes', {
    applicationId,
    languageSection: 'FRANCOPHONE',
    bacTypeId,
    issueDate: '2024-07-15',
    finalGrade: 14.25,
    schoolName: 'Lycée de Dschang',
    schoolAddress: 'BP 12, Dschang',
  });
  await call('PATCH', `/applications/${applicationId}/motivation`, { motivation: words(150) });
  for (const step of ['NEXT_YEAR_PLAN', 'SCHOOL_RESULT', 'HIGH_SCHOOL_RESUME', 'MOTIVATION'])
    await call('PATCH', `/applications/${applicationId}/steps/complete/${step}`, {});
  for (const step of ['FINANCING', 'ACTIVITIES'])
    await call('PATCH', `/applications/${applicationId}/steps/complete/${step}`, { skipped: true });
  return { schoolLevelId, bacTypeId };
}

/**
 * Everything of a university student's application filled and every step done, the family, the required documents
 * and the rating included: what remains is the declaration.
 */
export async function readyToSubmit(t: TestApp, student: TestUser, applicationId: number): Promise<void> {
  await completeApplication(t, student, applicationId);
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const answer = await t.injectAs(student, { method, url: `/api${url}`, payload });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer.json().data;
  };
  const family = await call('POST', '/families', { applicationId, ...completeFamily });
  for (const member of [earningMother, supportedChild]) await call('POST', `/families/${family.id}/members`, member);
  const types = (await call('GET', '/document-types')) as {
    id: number;
    required: boolean;
    target: string;
    scope: string;
  }[];
  for (const type of types.filter(
    (x) => x.required && x.target !== 'PUPIL' && (x.scope === 'ALL' || x.scope === 'NEW'),
  )) {
    const body = multipart([
      { name: 'applicationId', value: String(applicationId) },
      { name: 'typeId', value: String(type.id) },
      { name: 'file', filename: 'scan.pdf', type: 'application/pdf', content: pdf() },
    ]);
    const sent = await t.injectAs(student, { method: 'POST', url: '/api/documents', ...body });
    expect(sent.statusCode, sent.body).toBe(201);
  }
  await call('POST', `/applications/${applicationId}/rating`, { stars: 4 });
  for (const step of ['FAMILY', 'DOCUMENTS', 'RATING'])
    await call('PATCH', `/applications/${applicationId}/steps/complete/${step}`, {});
}
