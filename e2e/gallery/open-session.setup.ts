import { type APIRequestContext, test } from '@playwright/test';
import { apiSignIn, createVerifiedUser, newPerson } from '../support/accounts.ts';
import { fillApplication } from '../support/applications.ts';
import { openSession } from '../support/sessions.ts';
import type { StoredAuth } from './camera.ts';
import { call, readScenario, writeScenario } from './scenario.ts';

type Named = { id: number; name: { en: string } };

/** A person signed up in French with their student information filled in, as a careful applicant would. */
async function applicant(request: APIRequestContext, label: string, firstName: string, lastName: string) {
  const person = newPerson(label, firstName, lastName);
  await createVerifiedUser(request, person, 'fr');
  const auth = await apiSignIn(request, person.username, person.password);
  await call(request, auth, 'put', '/users/student', {
    hasDisability: false,
    sex: firstName === 'Joël' ? 'M' : 'F',
    birthDate: '2005-03-14',
    birthPlace: 'Dschang',
    countryOfBirth: 'Cameroun',
    nationality: 'Camerounaise',
    country: 'Cameroun',
    region: 'Ouest',
    town: 'Dschang',
    neighborhood: 'Foto',
    mobileNumber: '+237 677 12 34 56',
    familyPhoneNumber: '+237 699 65 43 21',
  });
  return auth;
}

async function applyTo(request: APIRequestContext, auth: StoredAuth, sessionId: number) {
  return (await call<{ id: number }>(request, auth, 'post', '/applications', { sessionId })).id;
}

/** A page of a scanned certificate: a picture the documents screens show as a thumbnail. */
async function scan(page: import('@playwright/test').Page, title: string): Promise<Buffer> {
  const url = await page.evaluate((heading) => {
    const canvas = document.createElement('canvas');
    canvas.width = 420;
    canvas.height = 594;
    const ink = canvas.getContext('2d')!;
    ink.fillStyle = '#f4f1e8';
    ink.fillRect(0, 0, canvas.width, canvas.height);
    ink.fillStyle = '#2b2b2b';
    ink.font = 'bold 22px serif';
    ink.fillText('RÉPUBLIQUE DU CAMEROUN', 70, 60);
    ink.font = 'bold 20px serif';
    ink.fillText(heading, 40, 130);
    ink.font = '15px serif';
    for (let line = 0; line < 14; line += 1) ink.fillRect(40, 170 + line * 26, 340 - (line % 3) * 60, 2);
    return canvas.toDataURL('image/png');
  }, title);
  return Buffer.from(url.split(',')[1]!, 'base64');
}

/** Half-way through: the plan, results and resume done; the family and two members saved; two documents sent. */
async function fillDraft(
  request: APIRequestContext,
  page: import('@playwright/test').Page,
  auth: StoredAuth,
  id: number,
) {
  const levels = await call<Named[]>(request, auth, 'get', '/school-levels');
  const bacTypes = await call<(Named & { system: string })[]>(request, auth, 'get', '/bac-types');
  await call(request, auth, 'put', `/applications/${id}`, {
    universityStudent: true,
    desiredUniversity: 'Université de Dschang',
    desiredFaculty: 'Faculté des sciences',
    desiredOption: 'Mathématiques et informatique',
    schoolLevelId: levels[2]!.id,
    nextYearTown: 'Dschang',
    currentUniversity: 'Université de Dschang',
    currentFaculty: 'Faculté des sciences',
  });
  await call(request, auth, 'post', '/school-results', {
    applicationId: id,
    totalCredit: 60,
    achievedCredit: 48,
    annualAverage: 12.75,
    baccalaureate: 'GCE Advanced Level',
    faculty: 'Faculté des sciences',
    option: 'Mathématiques',
  });
  await call(request, auth, 'post', '/high-school-resumes', {
    applicationId: id,
    languageSection: 'ANGLOPHONE',
    bacTypeId: bacTypes.find((type) => type.system === 'ANGLOPHONE')!.id,
    issueDate: '2024-07-12',
    gceGrades: [
      { subject: 'Mathematics', grade: 'B' },
      { subject: 'Further Mathematics', grade: 'C' },
      { subject: 'Physics', grade: 'C' },
    ],
    schoolName: 'Government Bilingual High School Dschang',
    schoolAddress: 'Dschang, Menoua',
  });
  const family = await call<{ id: number }>(request, auth, 'post', '/families', {
    applicationId: id,
    membersInTown: 3,
    rooms: 3,
    houseType: 'LOCATION',
    rentPrice: 15000,
    toiletType: 'COMMON',
    hasWater: false,
    landType: 'OWN_PARCEL',
    landMainActivity: 'SUBSISTENCE_FARMING',
    transportType: 'NO',
    livesWithFamily: true,
    familyLivesInTown: true,
    neighborhood: 'Foto',
    hasChildren: false,
    hasComputer: false,
    hasTV: true,
    hasLiveStock: true,
    goats: 4,
  });
  for (const member of [
    {
      relationship: 'MOTHER',
      birthYear: 1974,
      residence: 'Dschang',
      maritalStatus: 'WIDOWER',
      schoolLevel: 'PRIMARY_SCHOOL',
      mainActivity: 'Vend des légumes au marché',
      mainIncomeType: 'SALARY',
      employer: 'À son compte',
      annualSalary: 420000,
      otherIncomeType: 'COUNTRY_ACTIVITY',
      otherIncome: 120000,
      hasHandicap: false,
    },
    {
      relationship: 'BROTHER_SISTER',
      birthYear: 2009,
      residence: 'Dschang',
      maritalStatus: 'SINGLE',
      schoolLevel: 'SECONDARY_SCHOOL',
      mainActivity: 'Élève au lycée',
      mainIncomeType: 'SUPPORTED_BY_PARENTS',
      annualSalary: 0,
      otherIncomeType: 'NO_OTHER_SOURCE',
      otherIncome: 0,
      hasHandicap: false,
    },
  ])
    await call(request, auth, 'post', `/families/${family.id}/members`, member);
  const types = await call<(Named & { required: boolean; target: string; scope: string })[]>(
    request,
    auth,
    'get',
    '/document-types',
  );
  for (const type of types.filter((t) => t.required && t.scope !== 'RENEWAL').slice(0, 2)) {
    const sent = await request.post('/api/documents', {
      headers: { authorization: `Bearer ${auth.token}` },
      multipart: {
        applicationId: String(id),
        typeId: String(type.id),
        file: {
          name: `${type.name.en}.png`,
          mimeType: 'image/png',
          buffer: await scan(page, type.name.en.toUpperCase()),
        },
      },
    });
    if (sent.status() !== 201) throw new Error(`${type.name.en}: ${await sent.text()}`);
  }
  await call(request, auth, 'patch', `/applications/${id}/motivation`, {
    motivation:
      'Je suis la deuxième de quatre enfants et ma mère nous élève seule depuis le décès de mon père. ' +
      'Je veux devenir enseignante de mathématiques pour les filles de mon village.',
  });
  for (const step of ['NEXT_YEAR_PLAN', 'SCHOOL_RESULT', 'HIGH_SCHOOL_RESUME'])
    await call(request, auth, 'patch', `/applications/${id}/steps/complete/${step}`, {});
}

test('a session takes applications, with applicants at every stage', async ({ request, page }) => {
  test.setTimeout(120_000);
  const scenario = readScenario();
  const year = new Date().getUTCFullYear() + 1;
  const notice = (en: string, fr: string, it: string) => ({ en, fr, it });
  const session = await openSession(request, {
    name: `Bourses ${year}-${year + 1}`,
    year,
    endsInHours: 24 * 30,
    completionNotice: notice(
      'Your application is complete once every step is marked done and you have submitted it.',
      'Votre candidature est complète quand chaque étape est terminée et que vous l’avez envoyée.',
      'La candidatura è completa quando ogni passo è terminato e l’hai inviata.',
    ),
    applicationGuidelines: notice(
      'Fill in every step honestly; the committee checks every document.',
      'Remplissez chaque étape honnêtement ; le comité vérifie chaque document.',
      'Compila ogni passo onestamente; il comitato verifica ogni documento.',
    ),
  });
  await page.setContent('<canvas></canvas>');

  const draft = await applicant(request, 'gallerydraft', 'Nadège', 'Kamga');
  const draftId = await applyTo(request, draft, session.id);
  await fillDraft(request, page, draft, draftId);

  const submit = async (label: string, firstName: string, lastName: string) => {
    const auth = await applicant(request, label, firstName, lastName);
    const id = await applyTo(request, auth, session.id);
    await fillApplication(request, auth.token, id);
    await call(request, auth, 'post', `/applications/${id}/submit`, { declaration: true });
    return { ...auth, applicationId: id };
  };
  const submitted = await submit('gallerysent', 'Joël', 'Fotso');
  const toCorrect = await submit('gallerycorrect', 'Brigitte', 'Nguemo');

  for (const run of ['eligibility-check', 'save-total-scores'])
    await call(request, scenario.admin, 'post', `/applications/${run}/${session.id}`);
  await call(request, scenario.admin, 'patch', `/applications/${toCorrect.applicationId}/approbation`, {
    status: 'REJECTED',
    reason: 'Le relevé de notes est illisible : envoyez un scan net de chaque page.',
    resubmissionAllowed: true,
  });

  writeScenario({
    ...scenario,
    open: { sessionId: session.id, draft: { ...draft, applicationId: draftId }, submitted, toCorrect },
  });
});
