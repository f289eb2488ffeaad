/// <reference lib="webworker" />
// The app's service worker (decision 521), built by vite-plugin-pwa (injectManifest) with Workbox. It keeps the shell
// (precached), the app's hashed files as they are used (the signed-in app warms them), and an applicant's API
// reads (network first, kept per user), so that the app opens and shows the applicant's data without a connection.
// A new version waits: it takes over when every tab of the app is closed, never in the middle of a form.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  apiCacheKey,
  apiCacheName,
  apiNetworkTimeoutSeconds,
  assetCacheName,
  fromCacheHeader,
  isKeptApiRead,
} from '../lib/offline-cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open tab at once (there is no older one to disturb); later ones wait (no skipWaiting).
clientsClaim();

// Every address of the app opens the shell; the API and the server's own files do not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Hashed files never change: kept at first use, served from the device after.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: assetCacheName,
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && isKeptApiRead(request.method, url.pathname, request.headers.get('authorization')),
  new NetworkFirst({
    cacheName: apiCacheName,
    networkTimeoutSeconds: apiNetworkTimeoutSeconds,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url, request.headers.get('authorization')),
        // The page tells a kept answer from a fresh one (a kept one does not prove the server is back).
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(fromCacheHeader, '1');
          return new Response(await cachedResponse.blob(), {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);
