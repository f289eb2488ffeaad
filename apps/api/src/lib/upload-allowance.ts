import { AppError } from './app-error.ts';
import type { RateCounters } from './rate-counters.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function uploadsRateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', {
    key: 'errors.UPLOADS_PER_HOUR',
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * How many files, and how many bytes, one person may send in a sliding hour, whatever the route (documents, avatar,
 * quote images): every file the server began to read counts, kept or refused, since reading and judging it is the
 * cost. Counted in the database (lib/rate-counters.ts) by the minute, so every server sees the same allowance: what
 * was sent in a minute leaves the hour an hour after that minute began.
 */
export function createUploadAllowance(
  counters: RateCounters,
  options: { files: number; bytes: number; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const key = (person: number) => `uploads:${person}`;

  return {
    /**
     * 429 with Retry-After when one more file of at least `bytes` would pass the hour's allowance; Retry-After is
     * when enough of the hour's files have aged out for it to pass.
     */
    async assertRoom(person: number, bytes = 0): Promise<void> {
      const at = now();
      const sent = await counters.open([key(person)], at);
      let files = sent.reduce((sum, minute) => sum + minute.hits, 0);
      let used = sent.reduce((sum, minute) => sum + minute.bytes, 0);
      if (files < options.files && used + bytes <= options.bytes) return;
      let index = 0;
      while (index < sent.length && (files >= options.files || used + bytes > options.bytes)) {
        files -= sent[index]!.hits;
        used -= sent[index]!.bytes;
        index += 1;
      }
      const freedAt = sent[index - 1]?.resetsAt.getTime() ?? at.getTime() + HOUR;
      throw uploadsRateLimited(freedAt - at.getTime());
    },

    /** Counts one file the person sent (or began to send), with the bytes the server read of it. */
    async record(person: number, bytes: number): Promise<void> {
      const at = now();
      const bucket = Math.floor(at.getTime() / MINUTE);
      await counters.add(key(person), { now: at, bucket, bytes, resetsAt: new Date(bucket * MINUTE + HOUR) });
    },
  };
}
export type UploadAllowance = ReturnType<typeof createUploadAllowance>;
