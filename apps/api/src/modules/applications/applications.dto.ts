import type { ApplicantProfile } from '@portal/shared/accounts';
import type { Application, HighSchoolResume, SchoolResult } from '@portal/shared/applications';
import { type EligibilityReasonCode, eligibilityMessageKey, eligibilityReads } from '@portal/shared/eligibility';
import { defaultLocale, type Locale } from '@portal/shared/locales';
import { type TranslateParams, translate } from '../../lib/i18n.ts';
import type { ApplicationRow, HighSchoolResumeRow, SchoolResultRow } from './applications.repository.ts';

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

/** A reason of the eligibility rule ({ code, params }) in words; a reason kept as text stays as it is. */
export function reasonInWords(locale: Locale, reason: unknown): string {
  if (typeof reason === 'string') return reason;
  const { code, params } = (reason ?? {}) as { code?: string; params?: TranslateParams };
  return code ? translate(locale, eligibilityMessageKey(code as EligibilityReasonCode), params) : '';
}

/** The application as it stands, its eligibility reasons worded in the reader's language. */
export function toApplication(row: ApplicationRow, locale: Locale = defaultLocale): Application {
  return {
    id: row.id,
    sessionId: row.sessionId,
    userId: row.userId,
    type: row.type,
    status: row.status,
    universityStudent: row.universityStudent,
    desiredUniversity: row.desiredUniversity,
    desiredFaculty: row.desiredFaculty,
    desiredOption: row.desiredOption,
    schoolLevelId: row.schoolLevelId,
    nextYearTown: row.nextYearTown,
    nextYearWish: row.nextYearWish,
    currentUniversity: row.currentUniversity,
    currentFaculty: row.currentFaculty,
    motivation: row.motivation,
    steps: row.steps,
    submitted: row.submitted,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    declaration: row.declaration,
    eligible: row.eligible,
    nonEligibilityReasons: row.nonEligibilityReasons.map((reason) => reasonInWords(locale, reason)),
    rejectionReason: row.rejectionReason,
    resubmissionAllowed: row.resubmissionAllowed,
    totalScore: row.totalScore,
    renewedFromId: row.renewedFromId,
    meetsRenewalConditions: row.meetsRenewalConditions,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    version: row.version,
  };
}

export function toSchoolResult(row: SchoolResultRow): SchoolResult {
  const { created: _created, modified, ...rest } = row;
  return { ...rest, modified: modified.toISOString() };
}

export function toHighSchoolResume(row: HighSchoolResumeRow): HighSchoolResume {
  const { created: _created, modified, ...rest } = row;
  return { ...rest, modified: modified.toISOString() };
}
