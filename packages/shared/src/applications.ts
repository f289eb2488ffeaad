import { z } from 'zod';
import { acceptanceSchema } from './acceptance';
import { MOTIVATION_MAX_CHARACTERS } from './application-rules';
import {
  applicationStatuses,
  applicationSteps,
  applicationTypes,
  gceGrades,
  languageSections,
  rankingMarks,
  stepStates,
} from './enums';
import { INT32_MAX, idParamSchema, idSchema, isoDateSchema } from './fields';
import { guardianConsentShape, guardianStatementSchema } from './guardian';
import { interviewSchema } from './selection';

/**
 * Request and response shapes of the applying calls (`/applications`, `/school-results`, `/high-school-resumes`),
 * with the JSON names of the applications contract. A part may be saved with fields still empty (a draft, so a weak
 * connection never loses what was typed); values that are present are checked at once; completing a step and
 * submitting check that nothing is missing.
 */

const text = (max = 200) => z.string().trim().max(max).nullable().optional();
const grade20 = z.number().min(0).max(20);

/** The version a client last read; a write carrying an older one is refused (two tabs, two phones). */
/** The version a form was loaded with; stored as a 32-bit integer, so a larger one is refused, not sent on. */
export const versionField = { version: z.number().int().min(0).max(INT32_MAX).optional() };

export const stepStateSchema = z.enum(stepStates);
export const stepsSchema = z.object(
  Object.fromEntries(applicationSteps.map((step) => [step, stepStateSchema])) as Record<
    (typeof applicationSteps)[number],
    typeof stepStateSchema
  >,
);

/**
 * The panel's mean of its submitted evaluations (0–100), the same corrected for each evaluator's severity, the final
 * score (the total score and the panel's by the session's interview weight) and the place in the final ranking.
 */
export const selectionScoresShape = {
  panelScore: z.number().nullable(),
  correctedPanelScore: z.number().nullable(),
  finalScore: z.number().nullable(),
  finalRank: z.number().int().nullable(),
  /** Highest minus lowest score of the panel's submitted evaluations; over `panelDisagreementPoints`: discuss. */
  panelSpread: z.number().nullable(),
};

export const applicationSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  userId: z.number().int().nullable(),
  type: z.enum(applicationTypes),
  status: z.enum(applicationStatuses),
  universityStudent: z.boolean().nullable(),
  desiredUniversity: z.string().nullable(),
  desiredFaculty: z.string().nullable(),
  desiredOption: z.string().nullable(),
  schoolLevelId: z.number().int().nullable(),
  nextYearTown: z.string().nullable(),
  nextYearWish: z.string().nullable(),
  currentUniversity: z.string().nullable(),
  currentFaculty: z.string().nullable(),
  motivation: z.string().nullable(),
  steps: stepsSchema,
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  declaration: z.boolean(),
  /** null: not checked yet. */
  eligible: z.boolean().nullable(),
  /** Why it is not eligible, worded in the reader's language (Accept-Language). */
  nonEligibilityReasons: z.array(z.string()),
  rejectionReason: z.string().nullable(),
  resubmissionAllowed: z.boolean(),
  totalScore: z.number().nullable(),
  /** The approved application this one renews; null for a new application. */
  renewedFromId: z.number().int().nullable(),
  /** Whether a renewal's holder met the renewal conditions (false: the committee's discretion); null when new. */
  meetsRenewalConditions: z.boolean().nullable(),
  /** The parent or guardian who consented to the submission of an applicant under 18, and when. */
  ...guardianConsentShape,
  created: z.string(),
  modified: z.string(),
  version: z.number().int(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Who applied, as the committee reads it beside the application: names, contact and photo. */
export const applicantSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The mobile number of the student profile; null when none is given. */
  phone: z.string().nullable(),
  /** The photo, served like every avatar to its owner and staff only (behind the sign-in); null without one. */
  avatar: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** "First Last" of who applied; null once the account is deleted. */
export const applicantFullName = (applicant: Applicant | null | undefined): string | null =>
  applicant ? `${applicant.firstName} ${applicant.lastName}`.trim() : null;

/**
 * GET /applications/{id} (and the caller's applications): the application with its place once it is approved in a
 * closed session (null otherwise), the answer and its deadline. Staff also read who applied (`applicant`, null once
 * the account is deleted) and where the ranking put the application (`rank`, `rankingMark`); an applicant's answer
 * has none of the three.
 */
export const applicationReadSchema = applicationSchema.extend({
  acceptance: acceptanceSchema.nullable(),
  applicant: applicantSchema.nullable().optional(),
  rank: z.number().int().nullable().optional(),
  rankingMark: z.enum(rankingMarks).nullable().optional(),
  /** On the interview shortlist: the applicant and staff read it. */
  preselected: z.boolean().optional(),
  /** The interview of a preselected application (its state and slot), null otherwise: the applicant and staff read it. */
  interview: interviewSchema.nullable().optional(),
  /** The selection's figures (staff only): the panel's mean, the same corrected for severity, the final score and rank. */
  ...z.object(selectionScoresShape).partial().shape,
});
export type ApplicationRead = z.infer<typeof applicationReadSchema>;

export const createApplicationSchema = z.object({ sessionId: idSchema });
export type CreateApplicationInput = z.infer<typeof createApplicationSchema>;

/** PUT /applications/{id}: the details and next-year plan. Other fields of an application are ignored here. */
export const updateApplicationSchema = z.object({
  universityStudent: z.boolean().nullable().optional(),
  desiredUniversity: text(),
  desiredFaculty: text(),
  desiredOption: text(),
  schoolLevelId: idSchema.nullable().optional(),
  nextYearTown: text(120),
  nextYearWish: text(2000),
  currentUniversity: text(),
  currentFaculty: text(),
  ...versionField,
});
export type UpdateApplicationInput = z.infer<typeof updateApplicationSchema>;

export const motivationSchema = z.object({
  motivation: z.string().max(MOTIVATION_MAX_CHARACTERS).nullable(),
  ...versionField,
});
export type MotivationInput = z.infer<typeof motivationSchema>;

export const completeStepParamsSchema = z.object({ id: idParamSchema, step: z.enum(applicationSteps) });
export const completeStepSchema = z.object({ skipped: z.boolean().optional() }).optional();
export type CompleteStepInput = z.infer<typeof completeStepSchema>;

/**
 * POST /applications/{id}/submit: the declaration, and for an applicant under 18 on the day of submitting the
 * parent's or guardian's consent (its fields are refused when present but wrong, and asked when missing).
 */
export const submitSchema = z.object({
  declaration: z.boolean().optional(),
  ...guardianStatementSchema.partial().shape,
});
export type SubmitInput = z.infer<typeof submitSchema>;

/** School result: a university student's credits and average of the year that ends. */
export const schoolResultFieldsSchema = z.object({
  totalCredit: z.number().int().min(1).max(400).nullable().optional(),
  achievedCredit: z.number().int().min(0).max(400).nullable().optional(),
  annualAverage: grade20.nullable().optional(),
  baccalaureate: text(),
  licence: text(),
  licenceGrade: text(60),
  faculty: text(),
  option: text(),
  ...versionField,
});

function creditsWithinTotal(
  value: { totalCredit?: number | null; achievedCredit?: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.totalCredit == null || value.achievedCredit == null || value.achievedCredit <= value.totalCredit) return;
  ctx.addIssue({ code: 'custom', path: ['achievedCredit'], message: 'validation.achievedOverTotal' });
}

export const schoolResultInputSchema = schoolResultFieldsSchema
  .extend({ applicationId: idSchema })
  .superRefine(creditsWithinTotal);
export const schoolResultUpdateSchema = schoolResultFieldsSchema.superRefine(creditsWithinTotal);
export type SchoolResultInput = z.infer<typeof schoolResultInputSchema>;
export type SchoolResultUpdate = z.infer<typeof schoolResultUpdateSchema>;

export const schoolResultSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  totalCredit: z.number().int().nullable(),
  achievedCredit: z.number().int().nullable(),
  annualAverage: z.number().nullable(),
  baccalaureate: z.string().nullable(),
  licence: z.string().nullable(),
  licenceGrade: z.string().nullable(),
  faculty: z.string().nullable(),
  option: z.string().nullable(),
  version: z.number().int(),
  modified: z.string(),
});
export type SchoolResult = z.infer<typeof schoolResultSchema>;

export const gceGradeSchema = z.object({
  subject: z.string().trim().min(1).max(100),
  grade: z.enum(gceGrades),
});
export type GceGradeEntry = z.infer<typeof gceGradeSchema>;

/** High-school resume: the baccalaureate (francophone, a grade over 20) or the GCE (anglophone, one to five grades). */
export const highSchoolResumeFieldsSchema = z.object({
  languageSection: z.enum(languageSections).nullable().optional(),
  bacTypeId: idSchema.nullable().optional(),
  issueDate: isoDateSchema.nullable().optional(),
  finalGrade: grade20.nullable().optional(),
  gceGrades: z.array(gceGradeSchema).max(5).optional(),
  schoolName: text(),
  schoolAddress: text(300),
  religionGrade: grade20.nullable().optional(),
  ...versionField,
});

type ResumeValues = z.infer<typeof highSchoolResumeFieldsSchema>;

/** A francophone resume has a final grade and no GCE grades; an anglophone one the reverse. */
function gradesMatchSection(value: ResumeValues, ctx: z.RefinementCtx) {
  if (value.languageSection === 'FRANCOPHONE' && value.gceGrades?.length)
    ctx.addIssue({ code: 'custom', path: ['gceGrades'], message: 'validation.gceForAnglophoneOnly' });
  if (value.languageSection === 'ANGLOPHONE' && value.finalGrade != null)
    ctx.addIssue({ code: 'custom', path: ['finalGrade'], message: 'validation.finalGradeForFrancophoneOnly' });
  if (value.issueDate && value.issueDate > new Date().toISOString().slice(0, 10))
    ctx.addIssue({ code: 'custom', path: ['issueDate'], message: 'validation.dateInFuture' });
}

export const highSchoolResumeInputSchema = highSchoolResumeFieldsSchema
  .extend({ applicationId: idSchema })
  .superRefine(gradesMatchSection);
export const highSchoolResumeUpdateSchema = highSchoolResumeFieldsSchema.superRefine(gradesMatchSection);
export type HighSchoolResumeInput = z.infer<typeof highSchoolResumeInputSchema>;
export type HighSchoolResumeUpdate = z.infer<typeof highSchoolResumeUpdateSchema>;

export const highSchoolResumeSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  languageSection: z.enum(languageSections).nullable(),
  bacTypeId: z.number().int().nullable(),
  issueDate: z.string().nullable(),
  finalGrade: z.number().nullable(),
  gceGrades: z.array(gceGradeSchema),
  schoolName: z.string().nullable(),
  schoolAddress: z.string().nullable(),
  religionGrade: z.number().nullable(),
  version: z.number().int(),
  modified: z.string(),
});
export type HighSchoolResume = z.infer<typeof highSchoolResumeSchema>;

/** GET /sessions/{id}/statistics and /sessions/{id}/previous/statistics. */
export const sessionStatisticsSchema = z.object({
  id: z.number().int().nullable(),
  totalCandidates: z.number().int(),
  newCandidates: z.number().int(),
  oldCandidates: z.number().int(),
  oldEndingCandidates: z.number().int(),
  eligibleCandidates: z.number().int(),
  /** On the interview shortlist, and of them those whose interview was held. */
  preselectedCandidates: z.number().int(),
  interviewedCandidates: z.number().int(),
  selfHandicap: z.number().int(),
  familyHandicap: z.number().int(),
});
export type SessionStatistics = z.infer<typeof sessionStatisticsSchema>;
