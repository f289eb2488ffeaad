import { z } from 'zod';
import { guardianRelations } from './enums';
import { personNameSchema } from './fields';

/**
 * What an applicant under 18 on the day of submitting states with the submission (`POST /applications/{id}/submit`,
 * beside the declaration): who their parent or guardian is, how they are related, and that this person has read the
 * privacy notice and consents to the application and to the processing of the applicant's data. The server records
 * the time of the consent with the submission. Decision 564.
 */
export const guardianStatementSchema = z.object({
  guardianName: personNameSchema(200),
  // Not chosen is missing, not wrong.
  guardianRelation: z.enum(guardianRelations, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'validation.required' : undefined),
  }),
  guardianConsent: z.literal(true, 'validation.guardianConsentRequired'),
});
export type GuardianStatement = z.infer<typeof guardianStatementSchema>;

/** The fields of the statement, which the submission screen holds beside the declaration. */
export const guardianFields = Object.keys(guardianStatementSchema.shape) as (keyof GuardianStatement)[];

/**
 * The consent as the application keeps it (the applicant and staff read it): null for an application submitted by an
 * adult, or not submitted yet.
 */
export const guardianConsentShape = {
  guardianName: z.string().nullable(),
  guardianRelation: z.enum(guardianRelations).nullable(),
  /** When the applicant stated the consent, with the submission: an ISO 8601 date-time. */
  guardianConsentAt: z.string().nullable(),
};
