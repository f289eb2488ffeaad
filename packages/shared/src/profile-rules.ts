/**
 * When a student's profile is complete enough to apply: the fields the committee needs to reach and assess the
 * applicant (decision 202). Pure, without zod, so the dashboard can use it without downloading schemas.
 */
type ProfileValues = {
  hasDisability: boolean;
  sex: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  nationality: string | null;
  town: string | null;
  mobileNumber: string | null;
  handicapId: number | null;
};

export const requiredProfileFields = [
  'sex',
  'birthDate',
  'birthPlace',
  'nationality',
  'town',
  'mobileNumber',
] as const satisfies readonly (keyof ProfileValues)[];

export type ProfileField = (typeof requiredProfileFields)[number] | 'handicapId';

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** The required fields still empty, in the order of the profile form; every one of them without a profile at all. */
export function missingProfileFields(profile: ProfileValues | null | undefined): ProfileField[] {
  if (!profile) return [...requiredProfileFields];
  const missing: ProfileField[] = requiredProfileFields.filter((field) => blank(profile[field]));
  // A declared disability must say which one: the statistics and the score count it.
  if (profile.hasDisability && profile.handicapId == null) missing.push('handicapId');
  return missing;
}

export function isProfileComplete(profile: ProfileValues | null | undefined): boolean {
  return missingProfileFields(profile).length === 0;
}
