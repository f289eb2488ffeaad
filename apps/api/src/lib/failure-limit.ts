import { AppError } from './app-error.ts';
import type { RateCounters } from './rate-counters.ts';

export function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}

/**
 * Counts failures (a wrong password, say) per key in a window that opens at the first failure, where
 * @fastify/rate-limit counts requests: a person who types their password right is never slowed down, a guesser is
 * stopped after `max` misses. Counted in the database (lib/rate-counters.ts), so every server sees the same count.
 */
export function createFailureLimit(
  counters: RateCounters,
  options: { name: string; max: number; windowMs: number; now?: () => Date },
) {
  const { name, max, windowMs } = options;
  const now = options.now ?? (() => new Date());
  const named = (key: string) => `${name}:${key}`;

  return {
    /** 429 with Retry-After when any of the keys has used up its failures. */
    async assertAllowed(...keys: string[]): Promise<void> {
      const at = now();
      for (const window of await counters.open(keys.map(named), at))
        if (window.hits >= max) throw rateLimited(window.resetsAt.getTime() - at.getTime());
    },
    /** Counts one failure on each key. */
    async record(...keys: string[]): Promise<void> {
      const at = now();
      const resetsAt = new Date(at.getTime() + windowMs);
      for (const key of keys) await counters.add(named(key), { now: at, resetsAt });
    },
    /** Forgets the failures of a key (after a success). */
    async reset(key: string): Promise<void> {
      await counters.clear(named(key));
    },
  };
}
export type FailureLimit = ReturnType<typeof createFailureLimit>;
