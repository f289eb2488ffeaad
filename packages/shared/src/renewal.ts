import { z } from 'zod';
import { applicationSchema } from './applications';
import { applicationStatuses } from './enums';
import { idSchema } from './fields';

/**
 * Request and answer shapes of renewing a scholarship (`/applications/renewable`, `/applications/renew`) and of the
 * committee's decision on an application (`/applications/{id}/approbation`).
 */

/** An approved application of the previous session its holder may renew, and what the renewal would be. */
export const renewableApplicationSchema = applicationSchema.extend({
  sessionName: z.string(),
  renewalType: z.enum(['OLD', 'OLD_ENDING']),
  /** false: the holder's results are below the conditions; the committee decides at its discretion. */
  meetsConditions: z.boolean(),
});
export type RenewableApplication = z.infer<typeof renewableApplicationSchema>;

export const renewSchema = z.object({ applicationId: idSchema });
export type RenewInput = z.infer<typeof renewSchema>;

/** The longest note the committee may keep with a decision, in characters. */
export const DECISION_NOTE_MAX = 1000;

/**
 * The committee's decision: `PENDING` takes a decision back. A rejection says why, and only a rejection may
 * authorise the applicant to change and submit again. `note` is the committee's own remark on the decision (why an
 * unusual approval, what was checked), kept in the trail and never shown to the applicant.
 */
export const approbationSchema = z
  .object({
    status: z.enum(applicationStatuses),
    reason: z.string().trim().max(2000).nullable().optional(),
    resubmissionAllowed: z.boolean().optional(),
    note: z.string().trim().max(DECISION_NOTE_MAX).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'REJECTED' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
    if (value.resubmissionAllowed && value.status !== 'REJECTED')
      ctx.addIssue({
        code: 'custom',
        path: ['resubmissionAllowed'],
        message: 'validation.resubmissionOnlyWhenRejected',
      });
  });
export type ApprobationInput = z.infer<typeof approbationSchema>;
