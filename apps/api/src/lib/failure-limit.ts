import { AppError } from './app-error.ts';

type Window = { count: number; resetAt: number };

/** Past this many keys, expired windows are swept before a new one is added, so the map cannot grow for ever. */
const SWEEP_ABOVE = 10_000;

export function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}

/**
 * Counts failures (a wrong password, say) per key in a fixed window, where @fastify/rate-limit counts requests:
 * a person who types their password right is never slowed down, a guesser is stopped after `max` misses.
 * In memory, for one server process (see the README's note on several instances).
 */
export function createFailureLimit(options: { max: number; windowMs: number; now?: () => number }) {
  const { max, windowMs } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt > now()) return window;
    if (window) windows.delete(key);
    return undefined;
  };

  function sweep(): void {
    const at = now();
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    /** 429 with Retry-After when any of the keys has used up its failures. */
    assertAllowed(...keys: string[]): void {
      for (const key of keys) {
        const window = current(key);
        if (window && window.count >= max) throw rateLimited(window.resetAt - now());
      }
    },
    /** Counts one failure on each key. */
    record(...keys: string[]): void {
      for (const key of keys) {
        const window = current(key);
        if (window) window.count += 1;
        else {
          if (windows.size >= SWEEP_ABOVE) sweep();
          windows.set(key, { count: 1, resetAt: now() + windowMs });
        }
      }
    },
    /** Forgets the failures of a key (after a success). */
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
export type FailureLimit = ReturnType<typeof createFailureLimit>;
