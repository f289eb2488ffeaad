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
