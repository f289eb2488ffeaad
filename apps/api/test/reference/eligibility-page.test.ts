import type { PublicPageRenderInput } from '@portal/shared/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { appWithEchoRenderer, echoedInput } from '../echo-renderer.ts';
import type { TestApp } from '../test-app.ts';

/**
 * The "Am I eligible?" page's answers, on the server: the posted form goes through the committee's rule with the
 * programme settings and the current session's start, and bad answers get a 400 page naming the field. A stand-in
 * renderer echoes what it is given; the real page is rendered in apps/web and in the browser journey.
 */
let t: TestApp;
beforeAll(async () => {
  t = await appWithEchoRenderer();
});
afterAll(() => t.close());

async function post(form: string, language = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/eligibility',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: form,
  });
  const input = echoedInput(response.body) as PublicPageRenderInput;
  return { status: response.statusCode, headers: response.headers, input, eligibility: input?.eligibility };
}

const student = (birthDate: string) =>
  new URLSearchParams({
    applicantType: 'student',
    achievedCredits: '56',
    totalCredits: '60',
    average: '13,5',
    birthDate,
    town: 'dschang',
    district: '',
    university: 'Université de Dschang (UDs)',
  }).toString();

describe('the eligibility page', () => {
  it('finds a student of the university, living in its town, eligible; and renders in the reader’s language', async () => {
    const answer = await post(student('2006-03-01'), 'fr');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.input).toMatchObject({ url: '/eligibility', language: 'fr' });
    expect(answer.eligibility?.result).toEqual({ eligible: true, reasons: [] });
    // The form is filled again with what was typed.
    expect(answer.eligibility?.answers).toMatchObject({ average: '13,5', town: 'dschang' });
  });

  it('gives every reason a pupil is not eligible', async () => {
    const form =
      'applicantType=pupil&system=gce&gceGrades=D&gceGrades=O&gceGrades=O&gceGrades=&birthDate=2008-01-01' +
      '&town=Bafoussam&university=University+of+Buea';
    const answer = await post(form);
    expect(answer.status).toBe(200);
    expect(answer.eligibility?.result?.eligible).toBe(false);
    expect(answer.eligibility?.result?.reasons.map((reason) => reason.code)).toEqual([
      'gceTooFewPasses',
      'gceTooManyO',
      'placeNotAccepted',
      'universityNotAccepted',
    ]);
  });

  it('counts ages on the current session’s start, or today when there is none', async () => {
    // 24 today (2026-11-23 or later), 23 on 1 October 2026.
    const birthDate = '2002-10-15';
    const today = await post(student(birthDate));
    expect(today.eligibility?.result?.reasons.map((reason) => reason.code)).toEqual(['tooOld']);

    const notice = { en: 'n', fr: 'n', it: 'n' };
    await t.database.db.insert(sessions).values({
      name: 'Session 2026',
      year: 2026,
      status: 'OPEN',
      startDate: new Date('2026-10-01T00:00:00Z'),
      endDate: new Date('2099-01-01T00:00:00Z'),
      completionNotice: notice,
      applicationGuidelines: notice,
    });
    const duringSession = await post(student(birthDate));
    expect(duringSession.eligibility?.result).toEqual({ eligible: true, reasons: [] });
  });

  it('refuses bad answers with a 400 page naming each field, and no verdict', async () => {
    const form = 'applicantType=teacher&average=abc&birthDate=2006-02-30&town=Dschang&town=Menoua&__proto__=x';
    const answer = await post(form);
    expect(answer.status).toBe(400);
    expect(answer.eligibility?.result).toBeNull();
    const problems = Object.fromEntries(answer.eligibility?.problems.map((p) => [p.field, p.key]) ?? []);
    expect(problems).toEqual({
      applicantType: 'validation.invalidValue',
      average: 'validation.invalidValue',
      birthDate: 'validation.invalidDate',
      town: 'validation.invalidValue',
      university: 'validation.required',
    });
  });

  it('asks for what the visitor’s type needs, and credits earned within the year’s', async () => {
    const answer = await post(
      'applicantType=student&achievedCredits=70&totalCredits=60&birthDate=2006-01-01&town=Dschang&university=UDs',
    );
    expect(answer.status).toBe(400);
    expect(answer.eligibility?.problems).toEqual([
      { field: 'average', key: 'validation.required', params: {} },
      { field: 'achievedCredits', key: 'validation.max', params: { max: 60 } },
    ]);
    const pupil = await post('applicantType=pupil&system=bac&birthDate=2008-01-01&town=Dschang&university=UDs');
    expect(pupil.eligibility?.problems.map((problem) => problem.field)).toEqual(['bacGrade']);
  });

  it('answers an empty or unreadable post with the questions to answer, never a server error', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/eligibility' });
    expect(empty.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/eligibility',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
  });
});
