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
 * A page is rendered again at most this often, and served at most twice this long after its render began: what
 * another server of the same database, or `psql`, changed shows on every server's pages within 0.8 s (a results list
 * hidden, a session opened; decision 543). A busy page still renders only a few times a second, on the renderer's
 * thread: past this age the page is served while the next one renders, so that nobody waits for it; never past the
 * instant the current session opens or times out, which changes what the pages show.
 */
export const publicPageTtlMs = 400;
/** Pages × languages × themes in use; at ~90 KB an entry (HTML, brotli, gzip) this stays under 30 MB. */
export const publicPageCacheSize = 300;

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cache of rendered public pages. Any successful write through the API may change what they show (settings,
 * quotes, sessions, statistics, and whatever they come to show), so it empties this server's cache before its answer
 * leaves: the writer's next page load sees the change; the other servers' pages follow within their age bound. Only
 * write routes carry the hook; reads pay nothing for it. Register before the API routes.
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
