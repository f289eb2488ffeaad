import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PrecompressedBody } from '../lib/compression.ts';
import { PageCache } from '../lib/page-cache.ts';

/** A server-rendered public page, ready to send, and when it was rendered (epoch ms). */
export type CachedPage = PrecompressedBody & { renderedAt: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-rendered public pages (see plugins/public-pages.ts). */
    publicPageCache: PageCache<CachedPage>;
  }
}

/**
 * A page is rendered again at most this often: the current session's phase follows the clock and the quotes are
 * drawn at random, so a few seconds late is as good as fresh, and a busy landing page renders a few times a minute.
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
  const cache = new PageCache<CachedPage>({ maxEntries: publicPageCacheSize, ttlMs: publicPageTtlMs });
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
