import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  schemaVersion: z.string(),
  version: z.string(),
  /** The largest file an upload may carry (MAX_UPLOAD_MB): the web checks it before sending a byte. */
  maxUploadBytes: z.number().int().positive(),
});
export type Health = z.infer<typeof healthSchema>;
