import { z } from 'zod';
import { auditActions } from './enums';
import { idParamSchema } from './fields';
import { scoreParts } from './scoring-rubric';

/**
 * The committee's runs over a session (eligibility check, saving the scores), one application's score, the bonus and
 * the trail of what the committee did (`/applications/...`, administrators; the score also for its applicant once
 * the session's decisions are published).
 */

export const sessionIdParamsSchema = z.object({ sessionId: idParamSchema });

/** POST /applications/eligibility-check/{sessionId}: how many applications were checked, and the split. */
export const eligibilityRunSchema = z.object({
  checked: z.number().int(),
  eligible: z.number().int(),
  notEligible: z.number().int(),
});
export type EligibilityRun = z.infer<typeof eligibilityRunSchema>;

/** POST /applications/save-total-scores/{sessionId}: how many applications were scored and ranked. */
export const scoreRunSchema = z.object({ scored: z.number().int() });
export type ScoreRun = z.infer<typeof scoreRunSchema>;

/** GET /applications/{id}/score: the points of every part, the committee's bonus and the total. */
export const applicationScoreSchema = z.object({
  ...(Object.fromEntries(scoreParts.map((part) => [part, z.number()])) as Record<
    (typeof scoreParts)[number],
    z.ZodNumber
  >),
  bonus: z.number(),
  bonusReason: z.string().nullable(),
  total: z.number(),
});
export type ApplicationScore = z.infer<typeof applicationScoreSchema>;

/** PATCH /applications/{id}/bonus: 1 to 5 extra points with the reason, or null to remove them. */
export const bonusInputSchema = z.object({
  bonus: z.number().int().min(1).max(5).nullable(),
  bonusReason: z.string().trim().max(2000).nullable().optional(),
});
export type BonusInput = z.infer<typeof bonusInputSchema>;

/** GET /applications/{id}/audit: one line of the trail, newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  actorName: z.string(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The committee's note on a decision, or null. */
  note: z.string().nullable(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntrySchema>;
