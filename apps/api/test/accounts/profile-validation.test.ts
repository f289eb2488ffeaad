import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { signUpBody } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Problem = { field: string; code: string; message: string };
const problems = (response: { json: () => { fieldErrors?: Problem[] } }) =>
  Object.fromEntries((response.json().fieldErrors ?? []).map((problem) => [problem.field, problem]));

describe('empty required fields', () => {
  it('are told "required", not a length or format rule', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody('empty', { username: '', email: '' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    const byField = problems(response);
    expect(byField.username).toMatchObject({ code: 'validation.required', message: 'Ce champ est obligatoire' });
    expect(byField.email).toMatchObject({ code: 'validation.required', message: 'Ce champ est obligatoire' });
    expect(response.json().fieldErrors).toHaveLength(2);
  });
});

describe('avatar', () => {
  it('says that a file which is not an image is not an image, in the message as on the field', async () => {
    const user = await t.createUser();
    const boundary = '----portal-test-boundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="cv.png"\r\n` +
        `Content-Type: image/png\r\n\r\nThis is my CV, not a photo.\r\n--${boundary}--\r\n`,
    );
    const response = await t.injectAs(user, {
      method: 'PATCH',
      url: '/api/users/avatar',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    const message = 'Ce fichier n’est pas une image (JPEG, PNG ou WebP)';
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fieldErrors: [{ field: 'avatar', code: 'validation.notAnImage', message }],
    });
  });
});

describe('student information', () => {
  const save = async (payload: object) => {
    const user = await t.createUser();
    const response = await t.injectAs(user, {
      method: 'PUT',
      url: '/api/users/student',
      payload,
      headers: { 'accept-language': 'en' },
    });
    const me = await t.injectAs(user, { method: 'GET', url: '/api/users/me' });
    return { response, student: me.json().data.student };
  };

  it('refuses phone numbers without the digits of a phone number, and keeps nothing', async () => {
    const { response, student } = await save({ mobileNumber: '()', fixNumber: '-----', familyPhoneNumber: '12' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(problems(response)).sort()).toEqual(['familyPhoneNumber', 'fixNumber', 'mobileNumber']);
    expect(problems(response).mobileNumber?.message).toMatch(/6 to 15 digits/);
    expect(student).toBeNull();
  });

  it('refuses a birth date in the future, before 1900 or under ten years ago, saying which', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const cases: [string, string][] = [
      [`${nextYear}-01-15`, 'A birth date cannot be in the future'],
      ['1899-06-01', 'A birth date before 1900 is not plausible; check the year'],
      [`${nextYear - 6}-01-15`, 'A birth date must be at least 10 years ago; check the year'],
    ];
    for (const [birthDate, message] of cases) {
      const { response, student } = await save({ birthDate });
      expect(response.statusCode, birthDate).toBe(400);
      expect(problems(response).birthDate?.message, birthDate).toBe(message);
      expect(student).toBeNull();
    }
  });

  it('saves plausible values', async () => {
    const { response } = await save({ birthDate: '2004-06-15', mobileNumber: '+237 699 12 34 56' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.student).toMatchObject({ birthDate: '2004-06-15', mobileNumber: '+237 699 12 34 56' });
  });
});
