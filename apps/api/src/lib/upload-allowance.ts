import { AppError } from './app-error.ts';

const HOUR = 60 * 60_000;
/** Past this many people, those with nothing left in the window are forgotten before one is added. */
const SWEEP_ABOVE = 10_000;

type Sent = { at: number; bytes: number };

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
 * cost. In memory, for one server process, like the other limits.
 */
export function createUploadAllowance(options: { files: number; bytes: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sentBy = new Map<number, Sent[]>();

  /** What the person sent in the last hour, oldest first; older entries are dropped. */
  function recent(person: number): Sent[] {
    const since = now() - HOUR;
    const sent = sentBy.get(person) ?? [];
    const first = sent.findIndex((entry) => entry.at > since);
    if (first === 0) return sent;
    const kept = first < 0 ? [] : sent.slice(first);
    if (kept.length) sentBy.set(person, kept);
    else sentBy.delete(person);
    return kept;
  }

  function sweep(): void {
    for (const person of [...sentBy.keys()]) recent(person);
  }

  return {
    /**
     * 429 with Retry-After when one more file of at least `bytes` would pass the hour's allowance; Retry-After is
     * when enough of the hour's files have aged out for it to pass.
     */
    assertRoom(person: number, bytes = 0): void {
      const sent = recent(person);
      let files = sent.length;
      let used = sent.reduce((sum, entry) => sum + entry.bytes, 0);
      if (files < options.files && used + bytes <= options.bytes) return;
      let index = 0;
      while (index < sent.length && (files >= options.files || used + bytes > options.bytes)) {
        files -= 1;
        used -= sent[index]!.bytes;
        index += 1;
      }
      const freedAt = (sent[index - 1]?.at ?? now()) + HOUR;
      throw uploadsRateLimited(freedAt - now());
    },

    /** Counts one file the person sent (or began to send), with the bytes the server read of it. */
    record(person: number, bytes: number): void {
      const sent = recent(person);
      if (!sentBy.has(person)) {
        if (sentBy.size >= SWEEP_ABOVE) sweep();
        sentBy.set(person, sent);
      }
      sent.push({ at: now(), bytes });
    },
  };
}
export type UploadAllowance = ReturnType<typeof createUploadAllowance>;
