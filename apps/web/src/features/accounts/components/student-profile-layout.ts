import { type StudentProfile, studentProfileResponseSchema } from '@portal/shared/accounts';

export type StudentField = keyof StudentProfile;

/** Every field of the student profile, as the shared schema names them. */
export const studentFields = Object.keys(studentProfileResponseSchema.shape) as StudentField[];

/**
 * Where each field stands on the form, the profile page and a user's page: the identity (under the card's title),
 * where the student lives, how to reach them, then the disability. A test checks these hold every field of the
 * schema exactly once, so a field added there cannot be forgotten here.
 */
export const studentSections = [
  {
    title: null,
    fields: ['otherName', 'sex', 'birthDate', 'birthPlace', 'countryOfBirth', 'regionOfBirth', 'nationality'],
  },
  { title: 'residence', fields: ['country', 'region', 'district', 'town', 'neighborhood'] },
  {
    title: 'contacts',
    fields: ['mobileNumber', 'fixNumber', 'familyPhoneNumber', 'familyContact', 'otherFamilyContact'],
  },
  { title: null, fields: ['hasDisability', 'handicapId'] },
] as const satisfies readonly { title: 'residence' | 'contacts' | null; fields: readonly StudentField[] }[];

/** Fields that are not plain text; every other one is. */
export const studentInputKinds = {
  sex: 'sex',
  birthDate: 'date',
  mobileNumber: 'phone',
  fixNumber: 'phone',
  familyPhoneNumber: 'phone',
  hasDisability: 'disability',
  handicapId: 'handicap',
} as const satisfies Partial<Record<StudentField, string>>;

export type StudentTextField = Exclude<StudentField, keyof typeof studentInputKinds>;

/** What the inputs hold: text everywhere (empty = not given), the choices as select values. */
export type StudentFormValues = Record<Exclude<StudentField, 'hasDisability' | 'sex' | 'handicapId'>, string> & {
  hasDisability: boolean;
  sex: string | null;
  handicapId: string | null;
};

export function toFormValues(profile: StudentProfile | null): StudentFormValues {
  const texts = Object.fromEntries(studentFields.map((field) => [field, profile?.[field] ?? ''])) as Record<
    StudentField,
    string
  >;
  return {
    ...texts,
    birthDate: texts.birthDate.slice(0, 10),
    hasDisability: profile?.hasDisability ?? false,
    sex: profile?.sex ?? null,
    handicapId: profile?.handicapId ? String(profile.handicapId) : null,
  };
}

/** What is sent: empty inputs become null; the disability only counts when the box is ticked. */
export function toBody(values: StudentFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    body[key] = typeof value === 'string' && value.trim() === '' ? null : value;
  body.handicapId = values.hasDisability && values.handicapId ? Number(values.handicapId) : null;
  return body;
}
