import type { PublicPageData } from '@portal/shared/public-pages';
import { defaultThemeSettings } from '@portal/shared/theme';
import { describe, expect, it, vi } from 'vitest';
import { createPageChanges } from '../lib/page-changes.ts';
import {
  createPublicPageCache,
  type KeptPage,
  type PageAddress,
  publicPageCacheSize,
  type RenderedPage,
} from './public-page-cache.ts';

const address = (url = '/home'): PageAddress => ({
  path: '/home',
  url,
  language: 'en',
  theme: defaultThemeSettings,
});

/**
 * A cache on a clock the test moves, reading `shown` as what the pages show, its renders numbered: `url#3` is the
 * third render. `hold()` makes the next reads wait until it is released.
 */
function setup() {
  // Not 0: lru-cache takes an entry made at instant 0 for one without an age.
  const clock = { now: start };
  const state = { shown: 'first', reads: 0, renders: 0, failRead: false, renderNull: false };
  let gate: Promise<void> | undefined;
  const changes = createPageChanges();
  const errors: unknown[] = [];
  const cache = createPublicPageCache({
    async read() {
      state.reads += 1;
      await gate;
      if (state.failRead) throw new Error('database down');
      return { publicSettings: { shown: state.shown } } as unknown as PublicPageData;
    },
    async render(where, content): Promise<RenderedPage | null> {
      if (state.renderNull) return null;
      state.renders += 1;
      const html = `${where.url}#${state.renders} ${JSON.stringify(content)}`;
      const body = Buffer.from(html);
      return { identity: body, br: body, gzip: body, renderedAt: clock.now };
    },
    changes,
    now: () => clock.now,
    onError: (error) => errors.push(error),
  });
  const hold = () => {
    let release = () => {};
    gate = new Promise((resolve) => {
      release = () => {
        gate = undefined;
        resolve();
      };
    });
    return release;
  };
  return { cache, clock, state, changes, errors, hold };
}

const start = 1_800_000_000_000;

const text = (page: KeptPage | null) => page?.identity.toString().split(' ')[0];

describe('the rendered public pages kept', () => {
  it('renders a page once, and once for visitors who miss it together', async () => {
    const { cache, state } = setup();
    const [a, b] = await Promise.all([cache.get('home', address()), cache.get('home', address())]);
    expect([text(a), text(b)]).toEqual(['/home#1', '/home#1']);
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    expect(state.renders).toBe(1);
    expect(state.reads).toBe(1);
  });

  it('checks a page 0.4 s old in the background, sending it meanwhile, and renders it again only if it changed', async () => {
    const { cache, clock, state } = setup();
    await cache.get('home', address());
    clock.now = start + 399;
    await cache.get('home', address());
    expect(state.reads).toBe(1);
    clock.now = start + 450;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    await vi.waitFor(() => expect(state.reads).toBe(2));
    // Nothing changed: the page is kept, not rendered again, and counts as checked now.
    clock.now = start + 1_100;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    expect(state.renders).toBe(1);
    // What the pages show changed: the check renders it again, and the kept page goes out until then.
    state.shown = 'second';
    clock.now = start + 1_600;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    await vi.waitFor(async () => expect(text(await cache.get('home', address()))).toBe('/home#2'));
  });

  it('renders a page again once it is 5 s old, even if nothing changed (the quotes are drawn again)', async () => {
    const { cache, clock, state } = setup();
    await cache.get('home', address());
    // Unchecked for 0.8 s: the visitor waits for the check, which keeps the page as nothing changed.
    clock.now = start + 4_900;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    expect([state.reads, state.renders]).toEqual([2, 1]);
    clock.now = start + 5_400;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    await vi.waitFor(async () => expect(text(await cache.get('home', address()))).toBe('/home#2'));
  });

  it('never sends a page 0.8 s after its check began: the visitor then waits for the check', async () => {
    const { cache, clock, state, hold } = setup();
    await cache.get('home', address());
    state.shown = 'second';
    clock.now = start + 800;
    const release = hold();
    const waiting = cache.get('home', address());
    let answered = false;
    void waiting.then(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(state.reads).toBe(2));
    expect(answered).toBe(false);
    release();
    expect(text(await waiting)).toBe('/home#2');
  });

  it('never sends a page past the instant what it shows changes by the clock', async () => {
    const { cache, clock, state } = setup();
    const first = await cache.get('home', address());
    // The current session opens at 300: the pages then show it open.
    (first as { changesAt?: number }).changesAt = start + 300;
    clock.now = start + 299;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    state.shown = 'open';
    clock.now = start + 300;
    expect(text(await cache.get('home', address()))).toBe('/home#2');
  });

  it('checks every page again before sending it once a service tells of a change, not counting checks begun before', async () => {
    const { cache, clock, state, changes, hold } = setup();
    await cache.get('home', address());
    await cache.get('about', address('/about'));
    clock.now = start + 450;
    // A check begins (in the background), then the settings change before it has read them.
    const release = hold();
    await cache.get('home', address());
    await vi.waitFor(() => expect(state.reads).toBe(3));
    state.shown = 'saved';
    changes.changed();
    const home = cache.get('home', address());
    release();
    expect(text(await home)).toBe('/home#3');
    expect((await home)?.identity.toString()).toContain('saved');
    // The other page, fresh by its age, is checked too, at once.
    expect((await cache.get('about', address('/about')))?.identity.toString()).toContain('saved');
    // A change that changes nothing the pages show renders nothing again.
    const renders = state.renders;
    changes.changed();
    expect(text(await cache.get('home', address()))).toBe('/home#3');
    expect(state.renders).toBe(renders);
  });

  it('keeps at most its bound of pages, the least recently used going first', async () => {
    const { cache, state } = setup();
    for (let i = 0; i <= publicPageCacheSize; i += 1) await cache.get(`page ${i}`, address(`/?step=${i}`));
    expect(cache.size).toBe(publicPageCacheSize);
    const renders = state.renders;
    await cache.get(`page ${publicPageCacheSize}`, address(`/?step=${publicPageCacheSize}`));
    expect(state.renders).toBe(renders);
    await cache.get('page 0', address('/?step=0'));
    expect(state.renders).toBe(renders + 1);
  });

  it('passes a failure or no page on to the visitor who waits, keeps neither, and tells of failures', async () => {
    const { cache, state, errors } = setup();
    state.failRead = true;
    await expect(cache.get('home', address())).rejects.toThrow('database down');
    expect(errors).toEqual([new Error('database down')]);
    state.failRead = false;
    state.renderNull = true;
    expect(await cache.get('home', address())).toBeNull();
    expect(cache.size).toBe(0);
    state.renderNull = false;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
  });

  it('sends the kept page while a check fails in the background, until it is too old', async () => {
    const { cache, clock, state, errors } = setup();
    await cache.get('home', address());
    state.failRead = true;
    clock.now = start + 500;
    expect(text(await cache.get('home', address()))).toBe('/home#1');
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    clock.now = start + 900;
    await expect(cache.get('home', address())).rejects.toThrow('database down');
  });
});
