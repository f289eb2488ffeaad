import { z } from 'zod';
import { lateItems, paymentOperators, scheduleKinds, serviceHoursRules } from './beneficiary-rules';
import { isoDateSchema } from './fields';

export * from './beneficiary-rules';

/** POST /beneficiaries/{id}/hours: an entry of service, in quarters of an hour, which the committee validates later. */
export const serviceHoursInputSchema = z.strictObject({
  date: isoDateSchema,
  // One message a problem: a check that fails stops the ones after it.
  hours: z
    .number()
    .min(serviceHoursRules.step, { message: 'validation.quarterHours', abort: true })
    .max(serviceHoursRules.perDay, { abort: true })
    .multipleOf(serviceHoursRules.step, 'validation.quarterHours'),
  description: z.string().trim().min(1).max(1000),
});
export type ServiceHoursInput = z.infer<typeof serviceHoursInputSchema>;

export const serviceHoursSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  hours: z.number(),
  description: z.string(),
  validatedAt: z.string().nullable(),
});
export type ServiceHours = z.infer<typeof serviceHoursSchema>;

/**
 * POST /beneficiaries/{id}/payments: a payment of one line of the schedule (named by its due date), recorded by the
 * committee; the payments of a line never exceed its amount, and an operator's reference is recorded once.
 */
export const paymentInputSchema = z.strictObject({
  dueDate: isoDateSchema,
  amount: z.number().int().gt(0).max(10_000_000),
  paidDate: isoDateSchema,
  operator: z.enum(paymentOperators),
  reference: z.string().trim().min(1).max(100),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  dueDate: z.string(),
  amount: z.number().int(),
  paidDate: z.string(),
  operator: z.enum(paymentOperators),
  reference: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** PUT /beneficiaries/{id}/tuition: the tuition fee of this beneficiary's year, in FCFA, set by the committee. */
export const tuitionInputSchema = z.strictObject({
  amount: z.number().int().gt(0).max(10_000_000),
});
export type TuitionInput = z.infer<typeof tuitionInputSchema>;

/**
 * A line of the schedule as the beneficiary reads it: the tuition fee (its amount null until the committee sets it)
 * or an instalment of the allowance, what was paid on it and the payments recorded for its due date.
 */
export const scheduleLineSchema = z.object({
  kind: z.enum(scheduleKinds),
  /** 1 to 6 for the allowance's instalments; null for the tuition fee. */
  instalment: z.number().int().nullable(),
  dueDate: z.string(),
  amount: z.number().int().nullable(),
  paid: z.number().int(),
  payments: z.array(paymentSchema),
});
export type ScheduleLineAnswer = z.infer<typeof scheduleLineSchema>;

export const transcriptSchema = z.object({
  semester: z.number().int(),
  documentId: z.number().int(),
  originalName: z.string().nullable(),
  uploaded: z.string(),
  /** Its signed link (opens the file; expires like every document's link). */
  url: z.string(),
});

/** GET /beneficiaries/{id}: one beneficiary's year. */
export const beneficiaryYearSchema = z.object({
  applicationId: z.number().int(),
  sessionId: z.number().int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  notRenewed: z.boolean(),
  /** The committee withdrew the place: the year has ended, nothing more is taken. */
  withdrawn: z.boolean(),
  hours: z.array(serviceHoursSchema),
  validatedHours: z.number(),
  /** Validated hours expected by now: the year's hours spread evenly over it. */
  hoursExpected: z.number().int(),
  hoursRequired: z.number().int(),
  schedule: z.array(scheduleLineSchema),
  transcripts: z.array(transcriptSchema),
  late: z.array(z.enum(lateItems)),
});
export type BeneficiaryYear = z.infer<typeof beneficiaryYearSchema>;

/**
 * A line of the committee's board: hours validated beside those expected by now, transcripts, what was paid beside
 * what has fallen due (both in FCFA). A withdrawn place stays, marked, with nothing late: its payments were made.
 */
export const beneficiaryLineSchema = z.object({
  applicationId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  validatedHours: z.number(),
  hoursExpected: z.number().int(),
  transcripts: z.number().int(),
  paidFcfa: z.number().int(),
  dueFcfa: z.number().int(),
  notRenewed: z.boolean(),
  withdrawn: z.boolean(),
  late: z.array(z.enum(lateItems)),
});
export type BeneficiaryLine = z.infer<typeof beneficiaryLineSchema>;

export const transcriptParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  semester: z.coerce.number().int().min(1).max(2),
});
export const hoursParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  hoursId: z.coerce.number().int().min(1).max(2_147_483_647),
});
