import { describe, expect, it, vi } from 'vitest';
import { PageCache, type PageCacheOptions } from './page-cache.ts';

function setup(maxEntries = 3, ttlMs = 1000, more: Partial<PageCacheOptions<string>> = {}) {
  const clock = { now: 0 };
  const cache = new PageCache<string>({ maxEntries, ttlMs, now: () => clock.now, ...more });
  let made = 0;
  const make = (value: string) => async () => {
    made += 1;
    return `${value}#${made}`;
  };
  return { cache, clock, make, made: () => made };
}

describe('PageCache', () => {
  it('makes a value once, and once for callers that miss together', async () => {
    const { cache, make, made } = setup();
    const [a, b] = await Promise.all([cache.get('a', make('a')), cache.get('a', make('a'))]);
    expect([a, b]).toEqual(['a#1', 'a#1']);
    expect(await cache.get('a', make('a'))).toBe('a#1');
    expect(made()).toBe(1);
  });

  it('makes it again once it is ttl old, counted from when the making began', async () => {
    const { cache, clock, make } = setup(3, 1000);
    await cache.get('a', make('a'));
    clock.now = 999;
    expect(await cache.get('a', make('a'))).toBe('a#1');
    clock.now = 1000;
    expect(await cache.get('a', make('a'))).toBe('a#2');
  });

  it('serves a stale entry while the next one is made, once, in the background; then only fresh ones', async () => {
    const { cache, clock, make, made } = setup(3, 1000, { staleMs: 500 });
    await cache.get('a', make('a'));
    clock.now = 1200;
    expect(await cache.get('a', make('a'))).toBe('a#1');
    expect(await cache.get('a', make('a'))).toBe('a#1');
    await vi.waitFor(async () => expect(await cache.get('a', make('a'))).toBe('a#2'));
    expect(made()).toBe(2);
    // Too old to serve (made at 1200, fresh until 2200, usable until 2700): the caller waits for a new one.
    clock.now = 2700;
    expect(await cache.get('a', make('a'))).toBe('a#3');
  });

  it('serves nothing past the instant its value says it stops being true', async () => {
    const { cache, clock, make } = setup(3, 1000, {
      staleMs: 1000,
      validUntil: (value) => (value === 'a#1' ? 300 : undefined),
    });
    await cache.get('a', make('a'));
    clock.now = 299;
    expect(await cache.get('a', make('a'))).toBe('a#1');
    clock.now = 300;
    expect(await cache.get('a', make('a'))).toBe('a#2');
  });

  it('tells of a failed background making and serves the stale value meanwhile', async () => {
    const failures: unknown[] = [];
    const { cache, clock } = setup(3, 1000, { staleMs: 1000, onBackgroundError: (error) => failures.push(error) });
    await cache.get('a', async () => 'a#1');
    clock.now = 1500;
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('a#1');
    await vi.waitFor(() => expect(failures).toEqual([new Error('down')]));
    expect(await cache.get('a', async () => 'a#2')).toBe('a#1');
  });

  it('drops the least recently used entry when full', async () => {
    const { cache, make } = setup(2);
    await cache.get('a', make('a'));
    await cache.get('b', make('b'));
    await cache.get('a', make('a'));
    await cache.get('c', make('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', make('a'))).toBe('a#1');
    expect(await cache.get('b', make('b'))).toBe('b#4');
  });

  it('forgets everything on invalidate, including what was being made with the old data', async () => {
    const { cache, make } = setup();
    await cache.get('a', make('a'));
    let release = () => {};
    const slow = cache.get('b', () => new Promise<string>((resolve) => (release = () => resolve('old b'))));
    await Promise.resolve();
    cache.invalidate();
    expect(cache.size).toBe(0);
    release();
    expect(await slow).toBe('old b');
    expect(await cache.get('b', make('b'))).toBe('b#2');
    expect(await cache.get('a', make('a'))).toBe('a#3');
  });

  it('passes on a failure or a null and keeps neither', async () => {
    const { cache, make } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(
      await cache
        .get('a', () => {
          throw new Error('thrown');
        })
        .catch((error: Error) => error.message),
    ).toBe('thrown');
    expect(await cache.get('a', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', make('a'))).toBe('a#1');
  });
});
