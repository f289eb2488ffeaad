import { zodResolver } from '@hookform/resolvers/zod';
import { type StudentProfile, type StudentProfileBody, studentProfileSchema } from '@portal/shared/accounts';
import type { Resolver } from 'react-hook-form';
import { zodMessages } from '@/lib/zod-form';

export const studentTextFields = [
  'otherName',
  'birthPlace',
  'countryOfBirth',
  'regionOfBirth',
  'nationality',
  'country',
  'region',
  'district',
  'town',
  'neighborhood',
  'familyContact',
  'otherFamilyContact',
] as const;
export const studentPhoneFields = ['mobileNumber', 'fixNumber', 'familyPhoneNumber'] as const;

type TextField = (typeof studentTextFields)[number] | (typeof studentPhoneFields)[number] | 'birthDate';

/** What the inputs hold: text everywhere (empty = not given), the handicap id as a select value. */
export type StudentFormValues = Record<TextField, string> & {
  hasDisability: boolean;
  sex: string | null;
  handicapId: string | null;
};

export const studentFormFields = [
  ...studentTextFields,
  ...studentPhoneFields,
  'birthDate',
  'hasDisability',
  'sex',
  'handicapId',
];

export function toFormValues(profile: StudentProfile | null): StudentFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const values = Object.fromEntries(
    [...studentTextFields, ...studentPhoneFields].map((field) => [field, text(profile?.[field])]),
  ) as Record<TextField, string>;
  return {
    ...values,
    birthDate: text(profile?.birthDate).slice(0, 10),
    hasDisability: profile?.hasDisability ?? false,
    sex: profile?.sex ?? null,
    handicapId: profile?.handicapId ? String(profile.handicapId) : null,
  };
}

/** Empty inputs become null; the handicap only counts when hasDisability. */
export function toBody(values: StudentFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    body[key] = typeof value === 'string' && value.trim() === '' ? null : value;
  body.handicapId = values.hasDisability && values.handicapId ? Number(values.handicapId) : null;
  return body;
}

const validate = zodResolver(studentProfileSchema, zodMessages);

export const studentResolver: Resolver<StudentFormValues, unknown, StudentProfileBody> = (values, context, options) =>
  validate(toBody(values) as never, context, options as never) as never;
