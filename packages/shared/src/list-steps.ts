import { z } from 'zod';
import { versionField } from './applications';
import { incomeTypes, survivalIncomeTypes } from './enums';
import { INT32_MAX, idSchema } from './fields';

/**
 * Request and response shapes of the financing, extra activities and rating of an application
 * (`/applications/financing`, `/applications/extra-activities`, `/applications/{id}/rating`). An entry may be saved
 * with fields still empty (a draft); present values are checked at once; completing the step says what is missing.
 */

const text = (max = 200) => z.string().trim().max(max).nullable().optional();
/** Sums of money in CFA francs (no cents), within the database's integer columns. */
const francs = (min: number) => z.number().int().min(min).max(INT32_MAX).nullable().optional();

/** Another scholarship, a loan, help from an organisation: who gives how much a year. */
export const financingFieldsSchema = z.object({
  name: text(),
  organization: text(),
  amount: francs(1),
  description: text(2000),
  ...versionField,
});
export const financingInputSchema = financingFieldsSchema.extend({ applicationId: idSchema });
export type FinancingInput = z.infer<typeof financingInputSchema>;
export type FinancingUpdate = z.infer<typeof financingFieldsSchema>;

export const financingSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  name: z.string().nullable(),
  organization: z.string().nullable(),
  amount: z.number().int().nullable(),
  description: z.string().nullable(),
  version: z.number().int(),
  modified: z.string(),
});
export type Financing = z.infer<typeof financingSchema>;

/** Work or another activity beside studies: its pay a month (salary), what it brings in a year, and its weight. */
export const extraActivityFieldsSchema = z.object({
  title: text(),
  employer: text(),
  salary: francs(0),
  annualIncome: francs(0),
  incomeType: z.enum(incomeTypes).nullable().optional(),
  survivalIncomeType: z.enum(survivalIncomeTypes).nullable().optional(),
  ...versionField,
});
export const extraActivityInputSchema = extraActivityFieldsSchema.extend({ applicationId: idSchema });
export type ExtraActivityInput = z.infer<typeof extraActivityInputSchema>;
export type ExtraActivityUpdate = z.infer<typeof extraActivityFieldsSchema>;

export const extraActivitySchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  title: z.string().nullable(),
  employer: z.string().nullable(),
  salary: z.number().int().nullable(),
  annualIncome: z.number().int().nullable(),
  incomeType: z.enum(incomeTypes).nullable(),
  survivalIncomeType: z.enum(survivalIncomeTypes).nullable(),
  version: z.number().int(),
  modified: z.string(),
});
export type ExtraActivity = z.infer<typeof extraActivitySchema>;

export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;

/** The applicant's opinion of the portal and the process: one per application, a new one replaces it. */
export const ratingInputSchema = z.object({
  stars: z.number().int().min(RATING_MIN_STARS).max(RATING_MAX_STARS),
  suggestion: text(2000),
  content: text(2000),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

export const ratingSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  stars: z.number().int(),
  suggestion: z.string().nullable(),
  content: z.string().nullable(),
  modified: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** A rating as administrators read it in a session's list: whose application, and when. */
export const sessionRatingSchema = ratingSchema.extend({
  applicantName: z.string().nullable(),
  created: z.string(),
});
export type SessionRating = z.infer<typeof sessionRatingSchema>;
