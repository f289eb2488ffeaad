import { z } from 'zod';
import { systemAuditActions } from './enums.ts';

/**
 * Who did what the portal's own audit records: a person (by their name as it was, which stays after their account
 * goes), the server's daily job, or a command run on the server (`npm run retention`, `npm run breach-drill`).
 */
export const auditActorKinds = ['PERSON', 'JOB', 'COMMAND'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

/** What a retention run did, or with `dryRun` would do: the counts over every session it reached. */
export const retentionDetailsSchema = z.object({
  dryRun: z.boolean(),
  /** Sessions with applications anonymised. */
  sessions: z.number().int().min(0),
  /** Applications anonymised, beneficiaries' among them (kept longer, for the payments' accounts). */
  applications: z.number().int().min(0),
  beneficiaries: z.number().int().min(0),
  /** Stored files deleted with their documents. */
  files: z.number().int().min(0),
  /** Applicants' accounts deleted: nothing of theirs left to keep, and unused for the retention period. */
  accounts: z.number().int().min(0),
  /** A failure stopped the run midway: the counts are what it did before. */
  failed: z.boolean().optional(),
});
export type RetentionDetails = z.infer<typeof retentionDetailsSchema>;

/** What a breach drill did: every account's sign-ins ended, every pending mailed link voided, the token key replaced. */
export const breachDrillDetailsSchema = z.object({
  accounts: z.number().int().min(0),
  links: z.number().int().min(0),
});
export type BreachDrillDetails = z.infer<typeof breachDrillDetailsSchema>;

/** One line of the portal's own audit (`GET /audit-events`, administrators), newest first. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(systemAuditActions),
  by: z.enum(auditActorKinds),
  /** The person who did it (null for the job and commands, or once their account is deleted), and their name then. */
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  /** The person it was about (a second factor reset, an export); `name` is null once their account is deleted. */
  subject: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** What the act counted; its shape follows the action (`retentionDetailsSchema`, `breachDrillDetailsSchema`). */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601 date-time. */
  at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The sorts and filters `GET /audit-events` accepts (`filter=action:eq:RETENTION`, `at:gte:…`). */
export const auditEventListFields = ['action', 'at'] as const;
