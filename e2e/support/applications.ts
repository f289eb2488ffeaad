import { type APIRequestContext, expect } from '@playwright/test';
import { createVerifiedUser, type Person } from './accounts.ts';

/** A 1×1 PNG: the smallest picture the server decodes, re-encodes and keeps. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

type Named = { id: number; name: { en: string } };
export type DocumentType = Named & { required: boolean; target: string; scope: string };

/** The documents a pupil's new application must have. */
export const requiredOfPupil = <T extends DocumentType>(types: T[]) =>
  types.filter((t) => t.required && t.target !== 'STUDENT' && t.scope !== 'RENEWAL');

/**
 * Fills every part of a pupil's new application through the API, as its owner would, and marks every step done
 * (financing and extra activities skipped): what is left is the declaration and the submit button. Each step's own
 * screen has its own journey; this one starts where they end. Without `aboutYou` the first step's questions of the
 * student profile (birth date, town, district) stay empty, and that step is left to do.
 */
export async function fillApplication(
  request: APIRequestContext,
  token: string,
  applicationId: number,
  { aboutYou = true, documents = true }: { aboutYou?: boolean; documents?: boolean } = {},
) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put' | 'patch', url: string, data?: object) => {
    const answer = await request[method](`/api${url}`, { headers, ...(data ? { data } : {}) });
    expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: unknown }).data;
  };
  const levels = (await call('get', '/school-levels')) as Named[];
  const bacTypes = (await call('get', '/bac-types')) as (Named & { system: string })[];
  if (aboutYou)
    await call('put', `/applications/${applicationId}/applicant`, { birthDate: '2007-04-21', town: 'Dschang' });
  await call('put', `/applications/${applicationId}`, {
    universityStudent: false,
    desiredUniversity: 'University of Dschang',
    desiredFaculty: 'Faculty of Science',
    schoolLevelId: levels[0]!.id,
    nextYearTown: 'Dschang',
  });
  await call('post', '/high-school-resumes', {
    applicationId,
    languageSection: 'FRANCOPHONE',
    bacTypeId: bacTypes.find((type) => type.system === 'FRANCOPHONE')!.id,
    issueDate: '2026-07-10',
    finalGrade: 13.5,
    schoolName: 'Lycée classique de Dschang',
  });
  const family = (await call('post', '/families', {
    applicationId,
    membersInTown: 1,
    rooms: 3,
    houseType: 'LOCATION',
    rentPrice: 15000,
    toiletType: 'COMMON',
    hasWater: false,
    landType: 'NO',
    landMainActivity: 'NO_PLOT_LAND',
    transportType: 'NO',
    livesWithFamily: true,
    familyLivesInTown: true,
    neighborhood: 'Foto',
    hasChildren: false,
    hasComputer: false,
    hasTV: false,
    hasLiveStock: false,
  })) as { id: number };
  await call('post', `/families/${family.id}/members`, {
    relationship: 'MOTHER',
    birthYear: 1975,
    residence: 'Dschang',
    maritalStatus: 'WIDOWER',
    schoolLevel: 'PRIMARY_SCHOOL',
    mainActivity: 'Sells vegetables at the market',
    mainIncomeType: 'SALARY',
    employer: 'Self-employed',
    annualSalary: 360000,
    otherIncomeType: 'NO_OTHER_SOURCE',
    otherIncome: 0,
    hasHandicap: false,
  });
  const types = (await call('get', '/document-types')) as DocumentType[];
  for (const type of documents ? requiredOfPupil(types) : []) {
    const sent = await request.post('/api/documents', {
      headers,
      multipart: {
        applicationId: String(applicationId),
        typeId: String(type.id),
        file: { name: 'scan.png', mimeType: 'image/png', buffer: onePixelPng },
      },
    });
    expect(sent.status(), `${type.name.en}: ${await sent.text()}`).toBe(201);
  }
  await call('patch', `/applications/${applicationId}/motivation`, { motivation: words(150) });
  await call('post', `/applications/${applicationId}/rating`, { stars: 4, content: 'Clear on a small phone.' });
  const steps = ['NEXT_YEAR_PLAN', 'HIGH_SCHOOL_RESUME', 'FAMILY', 'MOTIVATION', 'RATING', 'DOCUMENTS'].slice(
    0,
    documents ? 6 : 5,
  );
  for (const step of aboutYou ? steps : steps.slice(1))
    await call('patch', `/applications/${applicationId}/steps/complete/${step}`, {});
  for (const step of ['FINANCING', 'ACTIVITIES'])
    await call('patch', `/applications/${applicationId}/steps/complete/${step}`, { skipped: true });
}

/** A French-speaking person with every step of an application done, through the API: left are the declaration and
 * the button. */
export async function readyApplicant(request: APIRequestContext, sessionId: number, person: Person) {
  await createVerifiedUser(request, person, 'fr');
  const signIn = await request.post('/api/auth/sign-in', {
    data: { login: person.username, password: person.password },
  });
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/applications', { headers, data: { sessionId } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await fillApplication(request, token, id);
  return { person, id, token, headers };
}

/** A French-speaking person who has submitted a complete application to the session, through the API. */
export async function submittedApplicant(request: APIRequestContext, sessionId: number, person: Person) {
  const ready = await readyApplicant(request, sessionId, person);
  const submitted = await request.post(`/api/applications/${ready.id}/submit`, {
    headers: ready.headers,
    data: { declaration: true },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return ready;
}
