import type { ChangeCount } from '../db/change-count.ts';
import type { CompressedEncoding } from './compression.ts';

/** A kept answer: its text, and that text compressed in each encoding asked for so far. */
export type KeptAnswer = {
  readonly text: string;
  readonly body: Buffer;
  /** The text in `encoding`, made by `make` the first time it is asked for and kept with the answer. */
  compressed(encoding: CompressedEncoding, make: () => Buffer): Buffer;
};

/** When a read began: handed back to `keep` with its answer. */
export type ReadStart = { readonly changes: number; readonly at: number };

type Entry = KeptAnswer & { changes: number; at: number; bytes: number };

/**
 * Answers of signed-in reads kept between reads, each under a key that names everything the answer depends on (see
 * plugins/kept-answers.ts), until the database changes (`changes`, db/change-count.ts):
 * - an answer is kept only if the count is the same when it is answered as when its read began (no write overlapped
 *   the read), and found only while the count has not moved since;
 * - nothing is kept or found while the count is incomplete (changes of another process may go unseen);
 * - an answer is found for `maxAgeMs` at most from its read's start (what a process that does not announce its
 *   changes, `psql`, can leave unseen);
 * - at most `maxEntries` answers and `maxBytes` bytes (texts and compressed forms), the least recently found going
 *   first; an answer larger than an eighth of `maxBytes` is not kept.
 */
export function createKeptAnswers(
  changes: ChangeCount,
  {
    maxEntries = 5_000,
    maxBytes = 32 * 1024 * 1024,
    maxAgeMs = 5_000,
    now = () => Date.now(),
  }: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; now?: () => number } = {},
) {
  const kept = new Map<string, Entry>();
  let bytes = 0;
  let found = 0;
  let stored = 0;

  const drop = (key: string, entry: Entry) => {
    if (kept.get(key) !== entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };
  const makeRoom = () => {
    // A Map keeps insertion order: the first key is the least recently found.
    while (kept.size > maxEntries || bytes > maxBytes) {
      const [key, entry] = kept.entries().next().value as [string, Entry];
      drop(key, entry);
    }
  };

  return {
    /** Marks the start of a read that may be kept; undefined when nothing may be kept now. */
    begin(): ReadStart | undefined {
      return changes.complete() ? { changes: changes.now(), at: now() } : undefined;
    },

    /** The answer kept under `key`, if the database has not changed since its read began and it is young enough. */
    find(key: string): KeptAnswer | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (!changes.complete() || entry.changes !== changes.now() || now() - entry.at >= maxAgeMs) {
        drop(key, entry);
        return undefined;
      }
      kept.delete(key);
      kept.set(key, entry);
      found += 1;
      return entry;
    },

    /** Keeps the answer of a read begun at `start`, unless the database changed meanwhile; answers what was kept. */
    keep(key: string, start: ReadStart, text: string): KeptAnswer | undefined {
      if (!changes.complete() || changes.now() !== start.changes) return undefined;
      const body = Buffer.from(text);
      if (body.length > maxBytes / 8) return undefined;
      const forms: Partial<Record<CompressedEncoding, Buffer>> = {};
      const entry: Entry = {
        text,
        body,
        changes: start.changes,
        at: start.at,
        bytes: body.length,
        compressed(encoding, make) {
          const known = forms[encoding];
          if (known) return known;
          const made = make();
          forms[encoding] = made;
          if (kept.get(key) === entry) {
            entry.bytes += made.length;
            bytes += made.length;
            makeRoom();
          }
          return made;
        },
      };
      const previous = kept.get(key);
      if (previous) drop(key, previous);
      kept.set(key, entry);
      bytes += entry.bytes;
      stored += 1;
      makeRoom();
      return entry;
    },

    /** How many answers are kept and their bytes; how many were found and kept since the start. */
    stats: () => ({ entries: kept.size, bytes, found, stored }),
  };
}
export type KeptAnswers = ReturnType<typeof createKeptAnswers>;
