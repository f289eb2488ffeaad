export type PageCacheOptions<T> = {
  /** Entries kept at most; the least recently used one goes first. */
  maxEntries: number;
  /** How long an entry is fresh, counted from when its making began (its data can be no older). */
  ttlMs: number;
  /** Then how long it may still be served while a fresh one is made in the background; 0 to wait instead. */
  staleMs?: number;
  /** The instant (epoch ms) after which a value must not be served at all, e.g. when what it shows changes. */
  validUntil?: (value: T) => number | undefined;
  /** Told of a making in the background that failed; the old value is served on until it is too old. */
  onBackgroundError?: (error: unknown) => void;
  now?: () => number;
};

type Entry<T> = { value: T; freshUntil: number; usableUntil: number };

/**
 * A bounded, short-lived cache of things expensive to make (rendered pages). Requests that miss the same key at the
 * same time share one making; past its freshness an entry is still served, for a while, as the next one is made in
 * the background, so nobody waits for a render but the first visitor. `invalidate` empties it, and whatever was
 * being made before is not kept: it may have read the data that just changed.
 */
export class PageCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #making = new Map<string, Promise<T | null>>();
  readonly #options: Required<Omit<PageCacheOptions<T>, 'validUntil'>> & Pick<PageCacheOptions<T>, 'validUntil'>;
  #generation = 0;

  constructor(options: PageCacheOptions<T>) {
    this.#options = { staleMs: 0, now: () => Date.now(), onBackgroundError: () => {}, ...options };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value for `key`, made by `make` when there is none to serve. A null result or a failure is not kept. */
  get(key: string, make: () => Promise<T | null>): Promise<T | null> {
    const now = this.#options.now();
    const entry = this.#entries.get(key);
    if (entry && now < entry.usableUntil) {
      // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (now >= entry.freshUntil && !this.#making.has(key)) {
        this.#make(key, make).catch(this.#options.onBackgroundError);
      }
      return Promise.resolve(entry.value);
    }
    if (entry) this.#entries.delete(key);
    return this.#making.get(key) ?? this.#make(key, make);
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#making.clear();
  }

  #make(key: string, make: () => Promise<T | null>): Promise<T | null> {
    const generation = this.#generation;
    const startedAt = this.#options.now();
    const making = Promise.resolve()
      .then(make)
      .then((value) => {
        if (value !== null && generation === this.#generation) this.#store(key, value, startedAt);
        return value;
      })
      .finally(() => {
        if (this.#making.get(key) === making) this.#making.delete(key);
      });
    this.#making.set(key, making);
    return making;
  }

  #store(key: string, value: T, startedAt: number): void {
    const { ttlMs, staleMs, maxEntries, validUntil } = this.#options;
    const limit = validUntil?.(value) ?? Number.POSITIVE_INFINITY;
    const entry = {
      value,
      freshUntil: Math.min(startedAt + ttlMs, limit),
      usableUntil: Math.min(startedAt + ttlMs + staleMs, limit),
    };
    this.#entries.delete(key);
    while (this.#entries.size >= maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }
}
