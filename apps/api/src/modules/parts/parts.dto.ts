import type { ApplicantProfile } from '@portal/shared/accounts';
import type { HighSchoolResume, SchoolResult } from '@portal/shared/applications';
import { eligibilityReads } from '@portal/shared/eligibility';
import { partAnswer } from '../applications/public.ts';
import type { HighSchoolResumeRow, SchoolResultRow } from './parts.repository.ts';

/** Grades and averages are kept to the hundredth, whatever a client sent. */
export const hundredths = (value: number | null | undefined) =>
  value === null || value === undefined ? value : Math.round(value * 100) / 100;

/** The answers the application asks of a student profile (what the eligibility rule reads), null where empty. */
export function applicantProfileOf(
  profile: Partial<Record<keyof ApplicantProfile, string | null>> | null | undefined,
): ApplicantProfile {
  return Object.fromEntries(
    eligibilityReads.profile.map((field) => [field, profile?.[field] ?? null]),
  ) as ApplicantProfile;
}

export const toSchoolResult = (row: SchoolResultRow): SchoolResult => partAnswer(row);
export const toHighSchoolResume = (row: HighSchoolResumeRow): HighSchoolResume => partAnswer(row);
