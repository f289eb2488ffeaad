import { programmeDay } from '@portal/shared/session-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { readyToSubmit } from './complete-application.ts';
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

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
  t.injectAs(user, { method, url: `/api${url}`, payload, headers: { 'accept-language': lang } });

const dayMs = 24 * 3600 * 1000;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birth date of someone who turns `years` on `day` (today in the programme's time zone unless said); 29 February
 * becomes the 28th, or the 1st of March with `late`, in a year without it.
 */
function bornYearsBefore(years: number, day = programmeDay(new Date()), late = false): string {
  const [year, month, date] = day.split('-');
  const born = Number(year) - years;
  if (`${month}-${date}` === '02-29' && !isLeap(born)) return late ? `${born}-03-01` : `${born}-02-28`;
  return `${born}-${month}-${date}`;
}
const yearsAgo = (years: number) => bornYearsBefore(years);

/** A student whose application lacks only what is stated by submitting, born on `birthDate`. */
async function readyApplicant(birthDate: string) {
  const student = await t.createUser();
  const { id } = await fixtures.apply(student, session.id);
  await readyToSubmit(t, student, id);
  const saved = await call(student, 'PUT', `/applications/${id}/applicant`, { birthDate, town: 'Dschang' });
  expect(saved.statusCode, saved.body).toBe(200);
  return { student, id };
}

const consent = { guardianName: 'Marie Ngono', guardianRelation: 'MOTHER', guardianConsent: true };
const untouched = { submitted: false, guardianName: null, guardianRelation: null, guardianConsentAt: null };

describe('an applicant under 18 on the day of submitting', () => {
  it('is refused without a parent’s or guardian’s consent, told so in their language, and nothing changes', async () => {
    const { student, id } = await readyApplicant(yearsAgo(16));
    const refused = await call(student, 'POST', `/applications/${id}/submit`, { declaration: true }, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('APPLICATION_INCOMPLETE');
    expect(refused.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'guardianName', message: expect.stringContaining('moins de 18 ans') }),
      expect.objectContaining({ field: 'guardianRelation', message: expect.stringContaining('tuteur·rice') }),
      expect.objectContaining({
        field: 'guardianConsent',
        message:
          'Vous avez moins de 18 ans : votre parent ou tuteur·rice doit consentir à cette candidature et au traitement de vos données',
      }),
    ]);
    // Half a statement is still missing the rest.
    const half = await call(student, 'POST', `/applications/${id}/submit`, {
      declaration: true,
      guardianName: 'Marie Ngono',
    });
    expect(half.json().fieldErrors.map((problem: { field: string }) => problem.field)).toEqual([
      'guardianRelation',
      'guardianConsent',
    ]);
    expect((await call(student, 'GET', `/applications/${id}`)).json().data).toMatchObject(untouched);
  });

  it('refuses a wrong statement on its field, changing nothing', async () => {
    const { student, id } = await readyApplicant(yearsAgo(17));
    const cases: [object, string, string][] = [
      [{ guardianName: '   ' }, 'guardianName', 'This field is required'],
      [{ guardianName: '\u200B\u200B' }, 'guardianName', 'A name needs at least one letter'],
      [{ guardianRelation: 'NEIGHBOUR' }, 'guardianRelation', 'Invalid value'],
      [{ guardianConsent: false }, 'guardianConsent', 'Your parent or guardian’s consent is needed'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call(student, 'POST', `/applications/${id}/submit`, {
        declaration: true,
        ...consent,
        ...change,
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().fieldErrors).toEqual([expect.objectContaining({ field })]);
      expect(refused.json().fieldErrors[0].message).toContain(message);
    }
    expect((await call(student, 'GET', `/applications/${id}`)).json().data).toMatchObject(untouched);
  });

  it('submits with it: who consented and when are kept, and the applicant and the committee read them', async () => {
    const { student, id } = await readyApplicant(yearsAgo(16));
    const before = Date.now();
    const sent = await call(student, 'POST', `/applications/${id}/submit`, {
      declaration: true,
      ...consent,
      guardianName: '  Marie Ngono ',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const data = sent.json().data;
    expect(data).toMatchObject({ submitted: true, guardianName: 'Marie Ngono', guardianRelation: 'MOTHER' });
    // The time of the consent is the server's, the submission's own.
    expect(data.guardianConsentAt).toBe(data.submittedAt);
    expect(Date.parse(data.guardianConsentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(data.guardianConsentAt)).toBeLessThanOrEqual(Date.now());
    const guardian = { guardianName: 'Marie Ngono', guardianRelation: 'MOTHER', guardianConsentAt: data.submittedAt };
    expect((await call(student, 'GET', `/applications/${id}`)).json().data).toMatchObject(guardian);
    expect((await call(student, 'GET', '/applications/user/current')).json().data).toMatchObject(guardian);
    expect((await call(admin, 'GET', `/applications/${id}`)).json().data).toMatchObject(guardian);
  });

  it('is the day before the 18th birthday; on the birthday the applicant is an adult', async () => {
    const minor = await readyApplicant(bornYearsBefore(18, programmeDay(new Date(Date.now() + dayMs)), true));
    const refused = await call(minor.student, 'POST', `/applications/${minor.id}/submit`, { declaration: true });
    expect(refused.statusCode).toBe(400);
    const adult = await readyApplicant(yearsAgo(18));
    const sent = await call(adult.student, 'POST', `/applications/${adult.id}/submit`, { declaration: true });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});

describe('an adult applicant', () => {
  it('is never asked, and an adult’s submission keeps no guardian, even one sent or kept from before', async () => {
    const { student, id } = await readyApplicant(yearsAgo(20));
    const sent = await call(student, 'POST', `/applications/${id}/submit`, { declaration: true, ...consent });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ ...untouched, submitted: true });

    // Submitted at 17 with a consent, rejected with a re-submission allowed, the birth date corrected: sent again as
    // an adult, the application no longer names a guardian.
    const young = await readyApplicant(yearsAgo(17));
    expect(
      (await call(young.student, 'POST', `/applications/${young.id}/submit`, { declaration: true, ...consent }))
        .statusCode,
    ).toBe(200);
    await fixtures.decide(young.id, { status: 'REJECTED', resubmissionAllowed: true });
    const corrected = await call(young.student, 'PUT', `/applications/${young.id}/applicant`, {
      birthDate: yearsAgo(19),
      town: 'Dschang',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const again = await call(young.student, 'POST', `/applications/${young.id}/submit`, { declaration: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ submitted: true, guardianName: null, guardianConsentAt: null });
  });
});

describe('who may state a consent', () => {
  it('is the applicant only: another student is told the application does not exist, staff may not', async () => {
    const { student, id } = await readyApplicant(yearsAgo(16));
    const other = await t.createUser();
    const body = { declaration: true, ...consent };
    expect((await call(other, 'POST', `/applications/${id}/submit`, body)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/applications/${id}/submit`, body)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/applications/${id}/submit`, body)).statusCode).toBe(401);
    expect((await call(student, 'GET', `/applications/${id}`)).json().data).toMatchObject(untouched);
  });
});
