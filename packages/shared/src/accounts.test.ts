import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  emptyStudentProfile,
  isPlausiblePhone,
  localeChangeSchema,
  studentProfileResponseSchema,
  studentProfileSchema,
  usernameSchema,
  yearsBefore,
} from './accounts.ts';
import { describeIssue } from './validation.ts';

/** The message keys a value gets, as the API and the forms show them. */
function keysOf(schema: { safeParse: (value: unknown) => { error?: { issues: unknown[] } } }, value: unknown) {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => describeIssue(issue as never).key);
}

const profileKeys = (body: Record<string, unknown>) =>
  (studentProfileSchema.safeParse(body).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${describeIssue(issue as never).key}`,
  );

describe('empty required fields', () => {
  it('tells an empty username "required", not its length or format rule', () => {
    expect(keysOf(usernameSchema, '')).toEqual(['validation.required']);
    expect(keysOf(usernameSchema, '   ')).toEqual(['validation.required']);
    expect(keysOf(usernameSchema, 'ab')).toEqual(['validation.minLength']);
    expect(keysOf(usernameSchema, 'ab-c')).toEqual(['validation.lettersAndDigitsOnly']);
  });

  it('tells an empty e-mail "required", a wrong one "invalid"', () => {
    expect(keysOf(emailSchema, '')).toEqual(['validation.required']);
    expect(keysOf(emailSchema, 'aminatou@')).toEqual(['validation.invalidEmail']);
    expect(emailSchema.parse(' aminatou@example.org ')).toBe('aminatou@example.org');
  });
});

describe('phone numbers', () => {
  it.each(['+237 699 12 34 56', '(0041) 91 123 45 67', '699.12.34.56', '699-123-456', '123456'])(
    'accepts %s',
    (value) => expect(isPlausiblePhone(value)).toBe(true),
  );

  it.each(['()', '-----', '+', '12345', '1234567890123456', '+237 699 12 34 56 ext 2', '++237 699 12 34'])(
    'refuses %s',
    (value) => expect(isPlausiblePhone(value)).toBe(false),
  );

  it('says which phone field is wrong, and still lets phones be left empty', () => {
    expect(profileKeys({ mobileNumber: '-----', fixNumber: '()' })).toEqual([
      'fixNumber: validation.invalidPhone',
      'mobileNumber: validation.invalidPhone',
    ]);
    expect(profileKeys({ mobileNumber: null, fixNumber: '', familyPhoneNumber: '+237 699 12 34 56' })).toEqual([]);
  });
});

describe('birth dates', () => {
  const today = yearsBefore(new Date(), 0);
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

  it('refuses a date in the future, before 1900, or less than ten years ago, each with its own message', () => {
    expect(profileKeys({ birthDate: nextYear })).toEqual(['birthDate: validation.birthDateInFuture']);
    expect(profileKeys({ birthDate: '1899-12-31' })).toEqual(['birthDate: validation.birthDateTooEarly']);
    expect(profileKeys({ birthDate: yearsBefore(new Date(), 9) })).toEqual([
      'birthDate: validation.birthDateTooRecent',
    ]);
    expect(profileKeys({ birthDate: '2005-02-30' })).toEqual(['birthDate: validation.invalidDate']);
  });

  it('accepts plausible dates and no date at all', () => {
    expect(profileKeys({ birthDate: '1900-01-01' })).toEqual([]);
    expect(profileKeys({ birthDate: yearsBefore(new Date(), 10) })).toEqual([]);
    expect(profileKeys({ birthDate: '2004-06-15' })).toEqual([]);
    expect(profileKeys({ birthDate: null })).toEqual([]);
  });
});

describe('the language of a person', () => {
  it('is one of the interface languages', () => {
    expect(localeChangeSchema.parse({ locale: 'fr' })).toEqual({ locale: 'fr' });
    expect(localeChangeSchema.safeParse({ locale: 'de' }).success).toBe(false);
    expect(localeChangeSchema.safeParse({}).success).toBe(false);
  });
});

describe('student information', () => {
  it('is answered with every field the form sends, and an empty profile names each of them', () => {
    const fields = Object.keys(studentProfileSchema.shape).sort();
    expect(Object.keys(studentProfileResponseSchema.shape).sort()).toEqual(fields);
    expect(Object.keys(emptyStudentProfile).sort()).toEqual(fields);
    expect(studentProfileResponseSchema.parse(emptyStudentProfile)).toEqual(emptyStudentProfile);
    expect(studentProfileSchema.parse(emptyStudentProfile)).toEqual(emptyStudentProfile);
  });
});
