import type { Application } from '@portal/shared/applications';
import { type EligibilityReasonCode, eligibilityMessageKey } from '@portal/shared/eligibility';
import { defaultLocale, type Locale } from '@portal/shared/locales';
import { type TranslateParams, translate } from '../../lib/i18n.ts';
import type { ApplicationRow } from './applications.repository.ts';

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
    guardianName: row.guardianName,
    guardianRelation: row.guardianRelation,
    guardianConsentAt: row.guardianConsentAt?.toISOString() ?? null,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    version: row.version,
  };
}
