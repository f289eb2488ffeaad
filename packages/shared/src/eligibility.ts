import { ageOn, programmeDayOf } from './age';
import type { GceGrade, LanguageSection } from './enums';
import { containsName, sameName } from './text-match';

/**
 * Whether an application meets the programme's conditions (docs/scoring.md, decision 300). Pure: the caller loads
 * the application, the applicant's profile and the programme settings; every unmet or unknown condition is listed,
 * as a code and its figures, so each reader sees it in their own language (catalog `review`, `eligibility.<code>`).
 */

/**
 * Every answer of the applicant the rule reads, by where it lives: the input types below are made from these lists,
 * so the rule cannot read an answer it does not declare, and the application asks each of them itself (the profile's
 * in its first step: `applicantProfileProblems` in application-rules.ts). A test follows the rule's actual reads.
 */
export const eligibilityReads = {
  application: ['universityStudent', 'desiredUniversity', 'currentUniversity'],
  profile: ['birthDate', 'town', 'district'],
  schoolResult: ['totalCredit', 'achievedCredit', 'annualAverage'],
  highSchoolResume: ['languageSection', 'finalGrade', 'gceGrades'],
} as const;
type Reads<Part extends keyof typeof eligibilityReads> = (typeof eligibilityReads)[Part][number];

/**
 * When the rule finds a profile answer missing: every field of a need empty (a town or a district will do). The
 * application refuses a submission on the same needs.
 */
export const eligibilityProfileNeeds = [
  { reason: 'birthDateMissing', fields: ['birthDate'] },
  { reason: 'placeMissing', fields: ['town', 'district'] },
] as const satisfies readonly { reason: EligibilityReasonCode; fields: readonly Reads<'profile'>[] }[];

/** The type of each answer the rule may read; only those the lists above name reach it. */
type Answers = {
  application: {
    /** true: a university student (credits and average); false: a pupil (baccalaureate or GCE); null: not said. */
    universityStudent: boolean | null;
    desiredUniversity: string | null;
    currentUniversity: string | null;
  };
  profile: { birthDate: string | null; town: string | null; district: string | null };
  schoolResult: { totalCredit: number | null; achievedCredit: number | null; annualAverage: number | null };
  highSchoolResume: {
    languageSection: LanguageSection | null;
    finalGrade: number | null;
    gceGrades: readonly { grade: GceGrade }[];
  };
};

export type EligibilityApplication = Pick<Answers['application'], Reads<'application'>>;
export type EligibilityProfile = Pick<Answers['profile'], Reads<'profile'>>;
export type EligibilityProfileField = Reads<'profile'>;
export type EligibilitySchoolResult = Pick<Answers['schoolResult'], Reads<'schoolResult'>>;
export type EligibilityHighSchoolResume = Pick<Answers['highSchoolResume'], Reads<'highSchoolResume'>>;

export type EligibilityInput = {
  application: EligibilityApplication;
  profile: EligibilityProfile | null;
  schoolResult: EligibilitySchoolResult | null;
  highSchoolResume: EligibilityHighSchoolResume | null;
};

export type EligibilitySettings = {
  /** The session's start: a day "YYYY-MM-DD" or an instant, read as the day in Cameroon. Ages are counted then. */
  sessionStart: string;
  /** Towns and districts whose residents may apply (programme setting). */
  acceptedPlaces: readonly string[];
  /** The university's names and abbreviations, in every language applicants may write them (programme setting). */
  universityNames: readonly string[];
};

export const eligibilityThresholds = {
  /** Credits earned out of credits of the year, as a share: 54 of 60, the same share of another total. */
  credits: { achieved: 54, of: 60 },
  studentAverage: 12,
  bacGrade: 11,
  /** GCE: at least two passes at D or better and at most one O. */
  gcePassesRequired: 2,
  gcePassGrades: ['A', 'B', 'C', 'D'] as readonly GceGrade[],
  gceOGradesAllowed: 1,
  /** Age limits are exclusive: "under 24" means 23 at most on the session's start. */
  studentAgeUnder: 24,
  pupilAgeUnder: 21,
} as const;

export const eligibilityReasonCodes = [
  'applicantTypeMissing',
  'schoolResultMissing',
  'creditsTooFew',
  'averageTooLow',
  'highSchoolResumeMissing',
  'bacGradeMissing',
  'bacGradeTooLow',
  'gceGradesMissing',
  'gceTooFewPasses',
  'gceTooManyO',
  'birthDateMissing',
  'sessionStartInvalid',
  'tooOld',
  'placeMissing',
  'acceptedPlacesNotSet',
  'placeNotAccepted',
  'universityMissing',
  'universityNamesNotSet',
  'universityNotAccepted',
] as const;
export type EligibilityReasonCode = (typeof eligibilityReasonCodes)[number];

export type EligibilityReason = { code: EligibilityReasonCode; params: Record<string, string | number> };
export type EligibilityResult = { eligible: boolean; reasons: EligibilityReason[] };

/** The catalog key of a reason, for the API's translate and the web's t (namespace `review`). */
export const eligibilityMessageKey = (code: EligibilityReasonCode) => `review.eligibility.${code}` as const;

type Reasons = EligibilityReason[];
const reason = (code: EligibilityReasonCode, params: EligibilityReason['params'] = {}): EligibilityReason => ({
  code,
  params,
});
const t = eligibilityThresholds;

function studentResults(result: EligibilitySchoolResult | null): Reasons {
  // A year of no credits is not a result (0 of 0 would pass any share).
  if (!result?.totalCredit || result.achievedCredit == null || result.annualAverage == null)
    return [reason('schoolResultMissing')];
  const reasons: Reasons = [];
  // Whole numbers on both sides: 54/60 as a share without floating-point rounding.
  if (result.achievedCredit * t.credits.of < t.credits.achieved * result.totalCredit)
    reasons.push(
      reason('creditsTooFew', {
        achieved: result.achievedCredit,
        total: result.totalCredit,
        required: t.credits.achieved,
        of: t.credits.of,
      }),
    );
  if (result.annualAverage < t.studentAverage)
    reasons.push(reason('averageTooLow', { average: result.annualAverage, minimum: t.studentAverage }));
  return reasons;
}

function pupilResults(resume: EligibilityHighSchoolResume | null): Reasons {
  if (!resume?.languageSection) return [reason('highSchoolResumeMissing')];
  if (resume.languageSection === 'FRANCOPHONE') {
    if (resume.finalGrade == null) return [reason('bacGradeMissing')];
    return resume.finalGrade < t.bacGrade
      ? [reason('bacGradeTooLow', { grade: resume.finalGrade, minimum: t.bacGrade })]
      : [];
  }
  if (resume.gceGrades.length === 0) return [reason('gceGradesMissing')];
  const passes = resume.gceGrades.filter((entry) => t.gcePassGrades.includes(entry.grade)).length;
  const oGrades = resume.gceGrades.filter((entry) => entry.grade === 'O').length;
  const reasons: Reasons = [];
  if (passes < t.gcePassesRequired) reasons.push(reason('gceTooFewPasses', { passes, required: t.gcePassesRequired }));
  if (oGrades > t.gceOGradesAllowed)
    reasons.push(reason('gceTooManyO', { count: oGrades, maximum: t.gceOGradesAllowed }));
  return reasons;
}

function age(input: EligibilityInput, settings: EligibilitySettings, student: boolean | null): Reasons {
  const birthDate = input.profile?.birthDate;
  if (!birthDate) return [reason('birthDateMissing')];
  // Without the applicant type the limit (24 or 21) would be a guess; the type's own reason says what is missing.
  if (student == null) return [];
  const day = programmeDayOf(settings.sessionStart);
  const years = day ? ageOn(birthDate, day) : null;
  if (!day || years == null) return [reason(day ? 'birthDateMissing' : 'sessionStartInvalid')];
  const limit = student ? t.studentAgeUnder : t.pupilAgeUnder;
  return years >= limit ? [reason('tooOld', { age: years, limit, day })] : [];
}

function residence(profile: EligibilityProfile | null, settings: EligibilitySettings): Reasons {
  if (settings.acceptedPlaces.length === 0) return [reason('acceptedPlacesNotSet')];
  const town = profile?.town?.trim() ?? '';
  const district = profile?.district?.trim() ?? '';
  if (!town && !district) return [reason('placeMissing')];
  if (sameName(town, settings.acceptedPlaces) || sameName(district, settings.acceptedPlaces)) return [];
  const place = [town, district].filter(Boolean).join(', ');
  return [reason('placeNotAccepted', { place, places: settings.acceptedPlaces.join(', ') })];
}

function university(application: EligibilityApplication, settings: EligibilitySettings): Reasons {
  if (settings.universityNames.length === 0) return [reason('universityNamesNotSet')];
  const named = [application.currentUniversity, application.desiredUniversity].filter((value) => value?.trim());
  if (named.length === 0) return [reason('universityMissing')];
  if (named.some((value) => containsName(value, settings.universityNames))) return [];
  return [reason('universityNotAccepted', { university: named.join(' / ') })];
}

export function checkEligibility(input: EligibilityInput, settings: EligibilitySettings): EligibilityResult {
  const student = input.application.universityStudent;
  const reasons: Reasons = [];
  if (student == null) reasons.push(reason('applicantTypeMissing'));
  else reasons.push(...(student ? studentResults(input.schoolResult) : pupilResults(input.highSchoolResume)));
  reasons.push(
    ...age(input, settings, student),
    ...residence(input.profile, settings),
    ...university(input.application, settings),
  );
  return { eligible: reasons.length === 0, reasons };
}
