import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PrecompressedBody } from '../lib/compression.ts';
import { PageCache } from '../lib/page-cache.ts';

/** A server-rendered public page, ready to send: when it was rendered and when what it shows next changes (ms). */
export type CachedPage = PrecompressedBody & { renderedAt: number; changesAt?: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-rendered public pages (see plugins/public-pages.ts). */
    publicPageCache: PageCache<CachedPage>;
  }
}

/**
 * A page is rendered again at most this often: the quotes are drawn at random and the figures change only through
 * the API (which empties the cache), so a few seconds late is as good as fresh; a busy page renders a dozen times a
 * minute. Past that, the page is served for as long again while the next one renders, so that nobody waits for it;
 * never past the instant the current session opens or times out, which changes what the pages show.
 */
export const publicPageTtlMs = 5_000;
/** Pages × languages × themes in use; at ~90 KB an entry (HTML, brotli, gzip) this stays under 30 MB. */
export const publicPageCacheSize = 300;

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cache of rendered public pages. Any successful write through the API may change what they show (settings,
 * quotes, sessions, statistics, and whatever they come to show), so it empties the cache before its answer leaves:
 * the writer's next page load sees the change. Only write routes carry the hook; reads pay nothing for it.
 * Register before the API routes.
 */
export default fp(async function publicPageCachePlugin(app: FastifyInstance) {
  const cache = new PageCache<CachedPage>({
    maxEntries: publicPageCacheSize,
    ttlMs: publicPageTtlMs,
    staleMs: publicPageTtlMs,
    validUntil: (page) => page.changesAt,
    onBackgroundError: (error) =>
      app.log.error({ err: error }, 'public page not rendered again; the last one is served'),
  });
  app.decorate('publicPageCache', cache);

  const invalidateOnSuccess: onSendHookHandler = (request, reply, payload, done) => {
    if (!readMethods.has(request.method) && reply.statusCode < 400) cache.invalidate();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api') || methods.every((method) => readMethods.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), invalidateOnSuccess];
  });
});
