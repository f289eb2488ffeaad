import { createHash } from 'node:crypto';
import type { Locale } from '@portal/shared/locales';
import type { PublicPageData, ServerRenderedPath } from '@portal/shared/public-pages';
import type { ThemeSettings } from '@portal/shared/theme';
import { LRUCache } from 'lru-cache';
import type { PrecompressedBody } from '../lib/compression.ts';
import type { PageChanges } from '../lib/page-changes.ts';

/** Which page: one is kept for each (plugins/public-pages.ts). */
export type PageAddress = {
  path: ServerRenderedPath;
  /** The path and the query parameters the page reads. */
  url: string;
  language: Locale;
  theme: ThemeSettings;
};

/** A server-rendered public page, compressed, ready to send. */
export type RenderedPage = PrecompressedBody & {
  /** The server's clock the page carries (its session countdown): each answer tells the page's age from it. */
  renderedAt: number;
  /** When what it shows changes by the clock alone: the current session opens or times out. */
  changesAt?: number;
};

/** A kept page and what it was last found to show. */
export type KeptPage = RenderedPage & {
  /** When the read of what it shows began, and the page changes' version then (lib/page-changes.ts). */
  checkedAt: number;
  version: number;
  /** A digest of what it shows, every quote included. */
  content: string;
};

/**
 * A page is checked again, in the background, once this old; it is never sent longer than `publicPageUsableMs`
 * after its check began: what another server of the same database, or `psql`, changed shows on every server's pages
 * within 0.8 s (a results list hidden, a session opened; decision 543). Nobody waits for a check but a visitor who
 * finds the page older than that.
 */
export const publicPageFreshMs = 400;
export const publicPageUsableMs = 800;
/**
 * A check re-renders only a page whose content changed, and a page at least this old: its quotes are drawn again,
 * and its clock stays near the server's where the browser does not read the page's age (plain HTTP).
 */
export const publicPageRedrawMs = 5_000;
/** Pages × languages × themes in use; at ~80 KB an entry (HTML, brotli, gzip) this stays under 30 MB. */
export const publicPageCacheSize = 300;

export type PublicPageCache = {
  /** The page kept under `key`, made for `address` when there is none to send; null when there is no page. */
  get(key: string, address: PageAddress): Promise<KeptPage | null>;
  readonly size: number;
};

const digest = (data: PublicPageData) => createHash('sha256').update(JSON.stringify(data)).digest('base64');
const endedBy = (page: RenderedPage, at: number) => page.changesAt !== undefined && at >= page.changesAt;

/**
 * The rendered public pages, kept by lru-cache (decision 573): bounded, least recently used out first; visitors
 * who miss the same page together share one making; a page past its freshness is sent while its check runs. A check
 * reads what the pages show and renders again only if it changed (or the page is `publicPageRedrawMs` old), so a
 * busy page costs a few reads a second, not renders. A change told by a service (`changes`) makes every page checked
 * again before it is sent, and a check that began before the change does not count.
 */
export function createPublicPageCache({
  read,
  render,
  changes,
  now = Date.now,
  onError,
}: {
  /** What the pages show, every quote included. */
  read: () => Promise<PublicPageData>;
  /** Renders and compresses the page at `address` showing `content`; null for no page. */
  render: (address: PageAddress, content: PublicPageData) => Promise<RenderedPage | null>;
  changes: PageChanges;
  now?: () => number;
  /** Told of every failed making; a visitor waiting for it gets the single-page app, others the kept page. */
  onError: (error: unknown, key: string) => void;
}): PublicPageCache {
  const pages = new LRUCache<string, KeptPage, PageAddress>({
    max: publicPageCacheSize,
    ttl: publicPageFreshMs,
    allowStale: true,
    // A check that fails in the background leaves the page kept, sent until too old; a visitor waiting for it fails.
    noDeleteOnFetchRejection: true,
    perf: { now },
    ttlResolution: 0,
    fetchMethod: async (key, kept, { context }) => {
      const checkedAt = now();
      const version = changes.version;
      try {
        const data = await read();
        const content = digest(data);
        const unchanged = kept?.content === content && checkedAt < kept.renderedAt + publicPageRedrawMs;
        if (kept && unchanged && !endedBy(kept, checkedAt)) return { ...kept, checkedAt, version };
        const page = await render(context, data);
        return page ? { ...page, checkedAt, version, content } : undefined;
      } catch (error) {
        onError(error, key);
        throw error;
      }
    },
  });

  const sendable = (page: KeptPage, at: number) =>
    page.version === changes.version && at < page.checkedAt + publicPageUsableMs && !endedBy(page, at);

  return {
    async get(key, address) {
      let page = await pages.fetch(key, { context: address });
      // Too old, or checked before the last change: wait for a check (the one under way, or a new one). A few tries
      // at most while changes keep coming: the last ones began after this visitor arrived.
      for (let attempt = 0; page && !sendable(page, now()) && attempt < 3; attempt += 1) {
        page = await pages.fetch(key, { context: address, forceRefresh: true, allowStale: false });
      }
      return page ?? null;
    },
    get size() {
      return pages.size;
    },
  };
}
