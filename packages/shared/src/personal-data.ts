import { z } from 'zod';
import { readKinds, userRoles } from './enums.ts';

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
