import type { BrowserContext, Page, Request } from '@playwright/test';

type Line = { url: string; method: string; bytes: number; worker: boolean };

/**
 * Bytes that reach the phone over the line for one page and the service worker of its site: compressed bodies and
 * headers, as Chromium's Network events count them (`encodedDataLength`, read from the page's DevTools session;
 * the service worker's requests through Playwright, which follows that worker's own DevTools session from its
 * start). An answer the service worker gives the page is not counted again: its bytes, if any, were counted where
 * the service worker fetched them. Bytes sent (uploads) are not counted: this is what the phone downloads.
 */
export async function watchTransfers(context: BrowserContext, page: Page) {
  const lines: Line[] = [];
  const pending: Promise<void>[] = [];
  const session = await context.newCDPSession(page);
  const requests = new Map<string, { url: string; method: string }>();
  const servedByWorker = new Set<string>();
  session.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, event.request));
  session.on('Network.responseReceived', (event) => {
    if (event.response.fromServiceWorker) servedByWorker.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (servedByWorker.has(event.requestId)) return;
    const request = requests.get(event.requestId) ?? { url: '?', method: '?' };
    lines.push({ ...request, bytes: event.encodedDataLength, worker: false });
  });
  await session.send('Network.enable');

  const fromWorker = (request: Request) => {
    if (!request.serviceWorker()) return;
    pending.push(
      request.sizes().then(
        (sizes) => {
          lines.push({
            url: request.url(),
            method: request.method(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            worker: true,
          });
        },
        () => undefined,
      ),
    );
  };
  context.on('requestfinished', fromWorker);

  return {
    lines,
    /** Everything counted since the start or the last reset, once the answers under way are in. */
    async total() {
      await Promise.all(pending);
      return lines.reduce((sum, line) => sum + line.bytes, 0);
    },
    reset() {
      lines.length = 0;
    },
    async stop() {
      context.off('requestfinished', fromWorker);
      await session.detach().catch(() => undefined);
    },
  };
}
