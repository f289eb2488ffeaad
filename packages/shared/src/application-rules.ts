import type { ApplicationStatus, ApplicationStep, StepState } from './enums';

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
  if (application.submitted) return 'SUBMITTED';
  if (!sessionOngoing) return 'SESSION_NOT_ONGOING';
  return null;
}
