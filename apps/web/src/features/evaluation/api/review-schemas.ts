import { auditActions } from '@portal/shared/enums';
import { scoreParts } from '@portal/shared/scoring-rubric';
import { z } from 'zod';

/**
 * The answers of the score and audit calls. The parts are keyed by the scoring rubric; a part the application
 * lacks the data for is null, and so is the total before the first scoring.
 */
const partPoints = Object.fromEntries(scoreParts.map((part) => [part, z.number().nullable()])) as Record<
  (typeof scoreParts)[number],
  z.ZodNullable<z.ZodNumber>
>;

export const applicationScoreSchema = z.object({
  ...partPoints,
  bonus: z.number().int().nullable(),
  bonusReason: z.string().nullable(),
  total: z.number().nullable(),
});
export type ApplicationScore = z.infer<typeof applicationScoreSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  actorName: z.string(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditTrailSchema = z.array(auditEntrySchema);
