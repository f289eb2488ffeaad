import { isMinorOn } from './age';
import { type DocumentsContent, documentProblems } from './document-rules';
import { type EligibilityProfile, eligibilityProfileNeeds } from './eligibility';
import type { ApplicationStatus, ApplicationStep, GceGrade, LanguageSection, StepState } from './enums';
import { type FamilyContent, familyProblems } from './family-rules';
import type { GuardianStatement } from './guardian';
import {
  type ExtraActivityValues,
  extraActivityProblems,
  type FinancingValues,
  financingProblems,
  type RatingValues,
  ratingProblems,
} from './list-step-rules';
import { programmeDay } from './session-rules';

/**
 * Pure application rules, without zod, shared by the server (which enforces them) and the screens (which explain
 * them). Decision 200 records the choices.
 */

/** Only these steps may be skipped: not everyone has other financing or extra activities. */
export const skippableSteps: readonly ApplicationStep[] = ['FINANCING', 'ACTIVITIES'];

export function canSkip(step: ApplicationStep): boolean {
  return skippableSteps.includes(step);
}

/** The sections of the application screen, in the order a student meets them; most record a step. */
export const applicationSections = [
  { id: 'how-to-fill' },
  { id: 'details', step: 'NEXT_YEAR_PLAN' },
  { id: 'school-result', step: 'SCHOOL_RESULT' },
  { id: 'high-school-resume', step: 'HIGH_SCHOOL_RESUME' },
  { id: 'family', step: 'FAMILY' },
  { id: 'financing', step: 'FINANCING' },
  { id: 'extra-activities', step: 'ACTIVITIES' },
  { id: 'documents', step: 'DOCUMENTS' },
  { id: 'motivation', step: 'MOTIVATION' },
  { id: 'rating', step: 'RATING' },
  { id: 'submission', step: 'DECLARATION' },
  { id: 'score' },
] as const satisfies readonly { id: string; step?: ApplicationStep }[];
export type ApplicationSection = (typeof applicationSections)[number];
export type SectionId = ApplicationSection['id'];

export function sectionOfStep(step: ApplicationStep): SectionId {
  return applicationSections.find((section) => 'step' in section && section.step === step)!.id;
}

/**
 * The steps an applicant completes before submitting: the school result (university credits and average) only
 * for those already at university; the declaration is made by submitting.
 */
export function requiredSteps(application: { universityStudent: boolean | null }): ApplicationStep[] {
  return applicationSections.flatMap((section) => {
    if (!('step' in section) || section.step === 'DECLARATION') return [];
    if (section.step === 'SCHOOL_RESULT' && application.universityStudent === false) return [];
    return [section.step];
  });
}

export const emptySteps = (): Record<ApplicationStep, StepState> =>
  Object.fromEntries(applicationSections.flatMap((s) => ('step' in s ? [[s.step, 'OPEN']] : []))) as Record<
    ApplicationStep,
    StepState
  >;

export const isDone = (state: StepState | undefined) => state === 'COMPLETED' || state === 'SKIPPED';

/** The motivation letter's length, in words: long enough to say something, short enough to be read by everyone. */
export const motivationWords = { min: 100, max: 500 } as const;
/** A bound on the stored text whatever its words, so a draft can never be a megabyte. */
export const MOTIVATION_MAX_CHARACTERS = 6_000;

/** Words as both sides count them: runs of non-space characters holding at least one letter or digit. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Why an applicant may not change their application now, or null when they may. */
export type LockReason = 'SESSION_NOT_ONGOING' | 'APPROVED' | 'PROCESSED' | 'SUBMITTED';

/**
 * An approved application never changes; a processed one (not pending) only if the committee authorised
 * re-submission; a submitted one waits for the committee; and nothing changes outside the session's open window.
 */
export function lockReason(
  application: { status: ApplicationStatus; resubmissionAllowed: boolean; submitted: boolean },
  sessionOngoing: boolean,
): LockReason | null {
  if (application.status === 'APPROVED') return 'APPROVED';
  if (application.status !== 'PENDING' && !application.resubmissionAllowed) return 'PROCESSED';
  // A rejection that authorises re-submission opens a submitted application again.
  if (application.submitted && application.status === 'PENDING') return 'SUBMITTED';
  if (!sessionOngoing) return 'SESSION_NOT_ONGOING';
  return null;
}

/** What a step needs, field by field; `field` is `<STEP>` or `<STEP>.<field>` so a screen can link to the step. */
export type Problem = { field: string; key: string; params?: Record<string, string | number> };

type Details = {
  universityStudent: boolean | null;
  desiredUniversity: string | null;
  desiredFaculty: string | null;
  schoolLevelId: number | null;
  nextYearTown: string | null;
  currentUniversity: string | null;
  currentFaculty: string | null;
  motivation: string | null;
};
type SchoolResultValues = { totalCredit: number | null; achievedCredit: number | null; annualAverage: number | null };
type ResumeValues = {
  languageSection: LanguageSection | null;
  bacTypeId: number | null;
  issueDate: string | null;
  finalGrade: number | null;
  gceGrades: { subject: string; grade: GceGrade }[];
  schoolName: string | null;
};
export type ApplicationContent = {
  application: Details & { steps: Record<ApplicationStep, StepState> };
  /** What the eligibility rule reads of the applicant's student profile; null when they never saved one. */
  profile: EligibilityProfile | null;
  schoolResult: SchoolResultValues | null;
  highSchoolResume: ResumeValues | null;
  /** Absent where a screen has not loaded them: then only the step's completed mark counts on that screen. */
  documents?: DocumentsContent;
  family: FamilyContent | null;
  financings: FinancingValues[];
  extraActivities: ExtraActivityValues[];
  rating: RatingValues | null;
};

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

function missing(step: ApplicationStep, values: Record<string, unknown> | null, fields: string[]): Problem[] {
  return fields
    .filter((field) => !values || blank(values[field]))
    .map((field) => ({ field: `${step}.${field}`, key: `applications.required.${field}` }));
}

/** How the first step asks each need of the eligibility rule in the profile (a key per need, or no compiling). */
const profileNeedKeys: Record<(typeof eligibilityProfileNeeds)[number]['reason'], string> = {
  birthDateMissing: 'applications.required.birthDate',
  placeMissing: 'applications.required.townOrDistrict',
};

/**
 * The first step also asks what the eligibility rule reads of the profile (kept in the student profile, the same data
 * the account settings edit): one problem per need of the rule the answers leave empty, on the need's first field.
 */
export function applicantProfileProblems(profile: EligibilityProfile | null): Problem[] {
  return eligibilityProfileNeeds
    .filter((need) => need.fields.every((field) => blank(profile?.[field])))
    .map((need) => ({ field: `NEXT_YEAR_PLAN.${need.fields[0]}`, key: profileNeedKeys[need.reason] }));
}

/** What keeps one step from being complete, in the order of its fields; empty when it is complete. */
export function stepProblems(step: ApplicationStep, content: ApplicationContent): Problem[] {
  const { application } = content;
  switch (step) {
    case 'NEXT_YEAR_PLAN':
      return [
        ...applicantProfileProblems(content.profile),
        ...missing(step, application, [
          'universityStudent',
          'desiredUniversity',
          'desiredFaculty',
          'schoolLevelId',
          'nextYearTown',
          ...(application.universityStudent ? ['currentUniversity', 'currentFaculty'] : []),
        ]),
      ];
    case 'SCHOOL_RESULT':
      return missing(step, content.schoolResult, ['totalCredit', 'achievedCredit', 'annualAverage']);
    case 'HIGH_SCHOOL_RESUME': {
      const resume = content.highSchoolResume;
      const problems = missing(step, resume, ['languageSection', 'bacTypeId', 'issueDate', 'schoolName']);
      if (resume?.languageSection === 'FRANCOPHONE') problems.push(...missing(step, resume, ['finalGrade']));
      if (resume?.languageSection === 'ANGLOPHONE' && resume.gceGrades.length === 0)
        problems.push({ field: `${step}.gceGrades`, key: 'applications.required.gceGrades' });
      return problems;
    }
    case 'MOTIVATION': {
      const words = countWords(application.motivation);
      if (words >= motivationWords.min && words <= motivationWords.max) return [];
      return [
        { field: `${step}.motivation`, key: 'applications.motivationWords', params: { words, ...motivationWords } },
      ];
    }
    case 'DOCUMENTS':
      return content.documents ? documentProblems(content.documents, application.universityStudent) : [];
    case 'FAMILY':
      return familyProblems(content.family);
    case 'FINANCING':
      return financingProblems(content.financings);
    case 'ACTIVITIES':
      return extraActivityProblems(content.extraActivities);
    case 'RATING':
      return ratingProblems(content.rating);
    case 'DECLARATION':
      return [];
  }
}

/**
 * What the applicant states by submitting: the declaration, and for an applicant under 18 their parent's or
 * guardian's consent (decision 564).
 */
export type Statements = { declaration?: boolean } & Partial<GuardianStatement>;

/** The statements the submission screen asks beside the steps: their problems are its fields' to show. */
export const statementFields: readonly string[] = [
  'guardianName',
  'guardianRelation',
  'guardianConsent',
  'declaration',
] satisfies (keyof Statements)[];

/**
 * An applicant under 18 on the day of submitting (`day`, the programme's calendar day) names a parent or guardian,
 * says how they are related and states their consent; an adult, or an applicant whose birth date the first step still
 * asks for, is asked nothing here.
 */
export function guardianProblems(birthDate: string | null | undefined, statements: Statements, day: string): Problem[] {
  if (!isMinorOn(birthDate, day)) return [];
  const problems: Problem[] = [];
  if (blank(statements.guardianName)) problems.push({ field: 'guardianName', key: 'applications.guardian.name' });
  if (blank(statements.guardianRelation))
    problems.push({ field: 'guardianRelation', key: 'applications.guardian.relation' });
  if (statements.guardianConsent !== true)
    problems.push({ field: 'guardianConsent', key: 'applications.guardian.consent' });
  return problems;
}

/**
 * Everything that keeps an application from being submitted on `day` (the programme's calendar day, today unless
 * said): each required step done (completed, or skipped where allowed) and complete, then the statements (a minor's
 * guardian, the declaration). One entry per problem, in the order of the steps.
 */
export function submissionProblems(
  content: ApplicationContent,
  statements: Statements,
  day: string = programmeDay(new Date()),
): Problem[] {
  const problems: Problem[] = [];
  for (const step of requiredSteps(content.application)) {
    const state = content.application.steps[step];
    if (state === 'SKIPPED' && canSkip(step)) continue;
    const inside = stepProblems(step, content);
    if (inside.length) problems.push(...inside);
    else if (state !== 'COMPLETED') problems.push({ field: step, key: 'applications.stepNotCompleted' });
  }
  problems.push(...guardianProblems(content.profile?.birthDate, statements, day));
  if (statements.declaration !== true) problems.push({ field: 'declaration', key: 'applications.declarationRequired' });
  return problems;
}
