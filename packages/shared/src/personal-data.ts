import { z } from 'zod';
import { readKinds, type SessionStatus, userRoles } from './enums.ts';

/** One line of an application's reads log (`GET /applications/{id}/reads`): who on the committee opened what, when. */
export const applicationReadSchema = z.object({
  readerName: z.string(),
  readerRole: z.enum(userRoles),
  /** ISO 8601 date-time. */
  at: z.string(),
  what: z.enum(readKinds),
});
export type ApplicationRead = z.infer<typeof applicationReadSchema>;

/**
 * When an applicant sees who on the committee read their application (decision 561): once the session's decisions
 * are published (the session is closed). Until then no evaluator's name can become a lever on the deliberation; the
 * applicant is told how many reads there are, and that the names come with the decisions.
 */
export const readsShownToApplicant = (sessionStatus: SessionStatus) => sessionStatus === 'CLOSED';

/**
 * What `GET /applications/{id}/reads` answers: `data`, the reads newest first, and beside it `withheld`, null when
 * every read is shown (always to administrators). While the applicant may not see them yet, `data` is empty and
 * `withheld` says how many reads wait and the day the committee announced for its decisions (YYYY-MM-DD; null while
 * none is announced): they appear then, none lost.
 */
export const applicationReadsSchema = z.object({
  data: z.array(applicationReadSchema),
  withheld: z.object({ count: z.number().int().min(0), publicationDate: z.string().nullable() }).nullable(),
});
export type ApplicationReads = z.infer<typeof applicationReadsSchema>;

/**
 * What `GET /users/me/export/size` (and `/users/{id}/export/size` for an administrator) answers before a download:
 * the archive's size in bytes as it stands now (the download's Content-Length, unless the data changes meanwhile),
 * how many files the person sent that it holds (documents, avatar), and a signed link that downloads it without the
 * token, so the phone's own download manager fetches it with its progress. The link works until `expires` (Unix
 * seconds) and only while the person who asked for it is still signed in.
 */
export const dataExportSchema = z.object({
  bytes: z.number().int().min(0),
  files: z.number().int().min(0),
  url: z.string(),
  expires: z.number().int(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
