import type { RateCounters } from './rate-counters.ts';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in the database (lib/rate-counters.ts) instead of one process's
 * memory: the requests of a person or an address are counted once whichever server took them. A route's limit
 * counts apart from another's (its method and path name its keys), as in the plugin's own stores.
 */
export function sharedRateLimitStore(counters: RateCounters, now: () => Date = () => new Date()) {
  return class SharedRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const at = now();
      counters
        .add(`${this.prefix}${key}`, { now: at, resetsAt: new Date(at.getTime() + timeWindow) })
        .then((window) => answer(null, { current: window.hits, ttl: window.resetsAt.getTime() - at.getTime() }))
        .catch((error: Error) => answer(error));
    }

    read(key: string, answer: Answer): void {
      const at = now();
      counters
        .open([`${this.prefix}${key}`], at)
        .then(([window]) =>
          answer(
            null,
            window ? { current: window.hits, ttl: window.resetsAt.getTime() - at.getTime() } : { current: 0, ttl: 0 },
          ),
        )
        .catch((error: Error) => answer(error));
    }

    /** The plugin hands a route's merged limit options, its route under `routeInfo` (empty for `createRateLimit`). */
    child(options: object): SharedRateLimitStore {
      const { method, url } = (options as RouteOptions).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, url ? `${[method].flat().join(',')} ${url}|` : '');
    }
  };
}
