import { z } from 'zod';
import { acceptanceStates, withdrawalReasonMax } from './acceptance-rules';

export * from './acceptance-rules';

/** `acceptance` of GET /applications/{id}: null until the application is approved in a closed session. */
export const acceptanceSchema = z.object({
  state: z.enum(acceptanceStates),
  deadline: z.string(),
  answeredAt: z.string().nullable(),
  /** Once the committee withdrew the place (`WITHDRAWN`): why, as the applicant was told, and when; null before. */
  withdrawalReason: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

/** POST /applications/{id}/withdrawal (administrators): the place ends, with the reason the applicant is mailed. */
export const withdrawalSchema = z.strictObject({ reason: z.string().trim().min(1).max(withdrawalReasonMax) });
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/** POST /applications/{id}/acceptance: accepting needs the commitment to the year's obligations. */
export const acceptanceAnswerSchema = z
  .strictObject({ accept: z.boolean(), commitment: z.literal(true).optional() })
  .superRefine((value, ctx) => {
    if (value.accept && value.commitment !== true)
      ctx.addIssue({ code: 'custom', path: ['commitment'], message: 'validation.commitmentRequired' });
  });
export type AcceptanceAnswer = z.infer<typeof acceptanceAnswerSchema>;

/** POST /sessions/{id}/acceptances/process: places expired, and places offered to the next in line. */
export const acceptanceRunSchema = z.object({ expired: z.number().int(), offered: z.number().int() });
export type AcceptanceRun = z.infer<typeof acceptanceRunSchema>;

/** One place of a closed session as the committee follows it: who holds it, and whose place it was before. */
export const placeSchema = acceptanceSchema.extend({
  applicationId: z.number().int(),
  name: z.string(),
  rank: z.number().int().nullable(),
  /** The place this one was offered after: its holder and how it was left (declined, expired or withdrawn). */
  after: z.object({ applicationId: z.number().int(), name: z.string(), state: z.enum(acceptanceStates) }).nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/** One selected application on the public results: a reference, never a name. */
export const publicResultSchema = z.object({
  number: z.number().int(),
  initials: z.string(),
  state: z.enum(acceptanceStates),
});
export type PublicResult = z.infer<typeof publicResultSchema>;

export const publicResultsSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  publishedAt: z.string().nullable(),
  results: z.array(publicResultSchema),
});
export type PublicResultsSession = z.infer<typeof publicResultsSessionSchema>;
