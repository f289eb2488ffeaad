import { z } from 'zod';
import { lateItems, paymentOperators } from './beneficiary-rules';
import { isoDateSchema } from './fields';

export * from './beneficiary-rules';

/** POST /beneficiaries/{id}/hours: an entry of service, which the committee validates later. */
export const serviceHoursInputSchema = z.strictObject({
  date: isoDateSchema,
  hours: z.number().gt(0).max(24),
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

/** POST /beneficiaries/{id}/payments: one payment of the schedule, recorded by the committee. */
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

/** The schedule as the beneficiary reads it: each instalment, and the payment recorded for its due date if any. */
export const scheduleLineSchema = z.object({
  instalment: z.number().int(),
  dueDate: z.string(),
  amount: z.number().int(),
  payment: paymentSchema.nullable(),
});

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
  hours: z.array(serviceHoursSchema),
  validatedHours: z.number(),
  hoursRequired: z.number().int(),
  schedule: z.array(scheduleLineSchema),
  transcripts: z.array(transcriptSchema),
  late: z.array(z.enum(lateItems)),
});
export type BeneficiaryYear = z.infer<typeof beneficiaryYearSchema>;

/** A line of the committee's board. */
export const beneficiaryLineSchema = z.object({
  applicationId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  validatedHours: z.number(),
  hoursExpected: z.number().int(),
  transcripts: z.number().int(),
  paid: z.number().int(),
  notRenewed: z.boolean(),
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
