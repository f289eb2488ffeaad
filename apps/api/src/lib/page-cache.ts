export type PageCacheOptions = {
  /** Entries kept at most; the least recently used one goes first. */
  maxEntries: number;
  /** How long an entry is served, counted from when its making began (its data can be no older). */
  ttlMs: number;
  now?: () => number;
};

type Entry<T> = { value: T; expiresAt: number };

/**
 * A bounded, short-lived cache of things expensive to make (rendered pages). Requests that miss the same key at the
 * same time share one making, so an expiry under load costs one render, not one per waiting visitor. `invalidate`
 * empties it, and whatever was being made before is not kept: it may have read the data that just changed.
 */
export class PageCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #making = new Map<string, Promise<T | null>>();
  readonly #options: Required<PageCacheOptions>;
  #generation = 0;

  constructor(options: PageCacheOptions) {
    this.#options = { now: () => Date.now(), ...options };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value for `key`, made by `make` on a miss. A null result or a failure is passed on and not kept. */
  get(key: string, make: () => Promise<T | null>): Promise<T | null> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#options.now()) {
      // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
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
    const expiresAt = this.#options.now() + this.#options.ttlMs;
    const making = Promise.resolve()
      .then(make)
      .then((value) => {
        if (value !== null && generation === this.#generation) this.#store(key, { value, expiresAt });
        return value;
      })
      .finally(() => {
        if (this.#making.get(key) === making) this.#making.delete(key);
      });
    this.#making.set(key, making);
    return making;
  }

  #store(key: string, entry: Entry<T>): void {
    this.#entries.delete(key);
    while (this.#entries.size >= this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }
}
