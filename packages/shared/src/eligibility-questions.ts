import { z } from 'zod';
import { birthDateSchema } from './accounts';
import type { EligibilityInput, EligibilityResult } from './eligibility';
import { gceGrades } from './enums';

/**
 * The few questions of the public "Am I eligible?" page, as a plain HTML form posts them (every value a string,
 * GCE grades a repeated field). The answers feed the same `checkEligibility` the committee runs on applications.
 */

export const applicantTypes = ['student', 'pupil'] as const;
export const schoolSystems = ['bac', 'gce'] as const;
/** How many GCE subjects the form offers: the rules read the best passes, five is more than enough. */
export const gceSubjectCount = 5;

/** An answer of the wrong kind (letters for a figure, a field sent twice) is invalid, not missing. */
const kind = {
  error: (issue: { code?: string; input?: unknown }) => {
    if (issue.input === undefined) return 'validation.required';
    return issue.code === 'invalid_type' || issue.code === 'invalid_value' ? 'validation.invalidValue' : undefined;
  },
};
const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');
/** A figure typed in a form: empty is absent, a decimal comma is a point, anything else must be a number. */
const figure = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (blank(value)) return undefined;
    return typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  }, schema.optional());
const optionalText = (max: number) =>
  z.preprocess((value) => (blank(value) ? undefined : value), z.string(kind).trim().max(max).optional());
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), z.enum(values).optional());

export const eligibilityQuestionsSchema = z
  .object({
    applicantType: z.preprocess((value) => (blank(value) ? undefined : value), z.enum(applicantTypes, kind)),
    achievedCredits: figure(z.number(kind).int().min(0).max(1000)),
    totalCredits: figure(z.number(kind).int().min(1).max(1000)),
    average: figure(z.number(kind).min(0).max(20)),
    system: choice(schoolSystems),
    bacGrade: figure(z.number(kind).min(0).max(20)),
    gceGrades: z.preprocess(
      (value) => [value ?? []].flat().filter((grade) => !blank(grade)),
      z.array(z.enum(gceGrades)).max(gceSubjectCount),
    ),
    birthDate: z.preprocess((value) => (blank(value) ? undefined : value), birthDateSchema),
    town: z.string(kind).trim().min(1).max(120),
    district: optionalText(120),
    university: z.string(kind).trim().min(1).max(200),
  })
  .superRefine((answers, context) => {
    const require = (path: string, present: boolean) => {
      if (!present) context.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    };
    if (answers.applicantType === 'student') {
      require('achievedCredits', answers.achievedCredits !== undefined);
      require('totalCredits', answers.totalCredits !== undefined);
      require('average', answers.average !== undefined);
      if (answers.achievedCredits !== undefined && answers.totalCredits !== undefined)
        if (answers.achievedCredits > answers.totalCredits)
          context.addIssue({
            code: 'custom',
            path: ['achievedCredits'],
            message: 'validation.max',
            params: { max: answers.totalCredits },
          });
    } else {
      require('system', answers.system !== undefined);
      if (answers.system === 'bac') require('bacGrade', answers.bacGrade !== undefined);
      if (answers.system === 'gce') require('gceGrades', answers.gceGrades.length > 0);
    }
  });
export type EligibilityQuestions = z.infer<typeof eligibilityQuestionsSchema>;

/** The answers as the eligibility rule reads an application: only the part the visitor's type concerns. */
export function eligibilityInputOf(answers: EligibilityQuestions): EligibilityInput {
  const student = answers.applicantType === 'student';
  return {
    application: {
      universityStudent: student,
      currentUniversity: student ? answers.university : null,
      desiredUniversity: student ? null : answers.university,
    },
    profile: { birthDate: answers.birthDate, town: answers.town, district: answers.district ?? null },
    schoolResult: student
      ? {
          achievedCredit: answers.achievedCredits ?? null,
          totalCredit: answers.totalCredits ?? null,
          annualAverage: answers.average ?? null,
        }
      : null,
    highSchoolResume: student
      ? null
      : {
          languageSection: answers.system === 'gce' ? 'ANGLOPHONE' : 'FRANCOPHONE',
          finalGrade: answers.bacGrade ?? null,
          gceGrades: answers.gceGrades.map((grade) => ({ grade })),
        },
  };
}

/** A problem with one answer: the field's name and a key of the shared `validation` catalog. */
export type AnswerProblem = { field: string; key: string; params?: Record<string, string | number> };

/** What the server makes of a posted form: the answers as typed (to fill the form again), and the verdict or why none. */
export type EligibilityCheckOutcome = {
  answers: Record<string, string | string[]>;
  problems: AnswerProblem[];
  result: EligibilityResult | null;
};
