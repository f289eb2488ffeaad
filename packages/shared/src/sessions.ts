import { z } from 'zod';
import { sessionStatuses } from './enums';
import { idParamsSchema, instantSchema, isoDateSchema } from './fields';
import { interviewWeightRange, panelSizeRange } from './selection';
import {
  dateOrderProblems,
  datesInOrder,
  publicationDateInOrder,
  publicationDateProblem,
  sessionPhases,
} from './session-rules';

export {
  canChangeStatus,
  dateOrderProblems,
  datesInOrder,
  isCurrentStatus,
  isOngoing,
  nextStatuses,
  programmeDay,
  programmeTimeZone,
  publicationDateInOrder,
  publicationDateProblem,
  type SessionPhase,
  sessionPhase,
  sessionPhases,
  sessionTransitions,
} from './session-rules';

export const sessionStatusSchema = z.enum(sessionStatuses);

/** Markdown-like plain text in each language; rendered as paragraphs and line breaks, never as HTML. */
export const localizedFormattedTextSchema = z.strictObject({
  en: z.string().max(20_000),
  fr: z.string().max(20_000),
  it: z.string().max(20_000),
});

const instant = instantSchema;

/** The editable fields; status changes only through PUT /sessions/{id}/status/{status}. */
export const sessionFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  year: z.number().int().min(2000).max(2200),
  startDate: instant,
  endDate: instant,
  // Stored as a 4-byte float, which refuses a value as tiny as 1e-45 (underflow): no score is that close to 0.
  passScore: z
    .number()
    .min(0)
    .max(100)
    .refine((score) => score === 0 || score >= 0.01, 'validation.invalidValue'),
  candidatesToSelect: z.number().int().min(0).max(100_000),
  completionNotice: localizedFormattedTextSchema,
  applicationGuidelines: localizedFormattedTextSchema,
  /** Days an approved applicant has to accept the place after publication (10 when absent). */
  acceptanceDays: z.number().int().min(1).max(60).optional(),
  /** Days before the end when applicants who have not submitted are reminded, once (3 when absent). */
  reminderDays: z.number().int().min(1).max(60).optional(),
  /** Keeps the session's list off the public results page. */
  resultsHidden: z.boolean().optional(),
  /** The day the committee announces it will publish its decisions (`YYYY-MM-DD`), not before the end; or none. */
  publicationDate: isoDateSchema.nullable().optional(),
  /** The share of the final score the interview carries, in percent (0 when absent: the final is the total score). */
  interviewWeight: z.number().int().min(interviewWeightRange.min).max(interviewWeightRange.max).optional(),
  /** Staff members on each interview panel (2 when absent). */
  panelSize: z.number().int().min(panelSizeRange.min).max(panelSizeRange.max).optional(),
  /** The final score takes the panel's score corrected for each evaluator's severity, not the plain mean. */
  correctSeverity: z.boolean().optional(),
});

type Dates = { startDate?: string; endDate?: string; publicationDate?: string | null };

/** Start before end: one message on each of the two fields; the publication date not before the end. */
function checkDateOrder(value: Dates, ctx: z.RefinementCtx): void {
  if (value.endDate && !publicationDateInOrder(value.endDate, value.publicationDate)) {
    ctx.addIssue({ code: 'custom', path: [publicationDateProblem.field], message: publicationDateProblem.key });
  }
  if (!value.startDate || !value.endDate || datesInOrder(value.startDate, value.endDate)) return;
  for (const { field, key } of dateOrderProblems) ctx.addIssue({ code: 'custom', path: [field], message: key });
}

/** POST /sessions and PUT /sessions/{id}; also the web form. */
export const sessionInputSchema = sessionFieldsSchema.superRefine(checkDateOrder);
export type SessionInput = z.infer<typeof sessionInputSchema>;

/** PATCH /sessions/{id}: any subset; the date order is checked again on the merged session by the server. */
export const sessionPatchSchema = sessionFieldsSchema.partial().superRefine(checkDateOrder);
export type SessionPatch = z.infer<typeof sessionPatchSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  status: sessionStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  passScore: z.number().nullable(),
  candidatesToSelect: z.number().int().nullable(),
  completionNotice: z.object({ en: z.string(), fr: z.string(), it: z.string() }),
  applicationGuidelines: z.object({ en: z.string(), fr: z.string(), it: z.string() }),
  acceptanceDays: z.number().int(),
  reminderDays: z.number().int(),
  resultsHidden: z.boolean(),
  /** The day the committee announced for publishing its decisions (`YYYY-MM-DD`), or null. */
  publicationDate: z.string().nullable(),
  /** When the session was closed, which published its decisions; null before. */
  publishedAt: z.string().nullable(),
  interviewWeight: z.number().int(),
  panelSize: z.number().int(),
  correctSeverity: z.boolean(),
  created: z.string(),
  modified: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /sessions/current: the OPEN or SUSPENDED session with its phase and the server clock, or null. */
export const currentSessionSchema = sessionSchema
  .extend({ phase: z.enum(sessionPhases), ongoing: z.boolean(), now: z.string() })
  .nullable();
export type CurrentSession = z.infer<typeof currentSessionSchema>;

export const sessionIdParamsSchema = idParamsSchema;
export const sessionStatusParamsSchema = sessionIdParamsSchema.extend({ status: sessionStatusSchema });
