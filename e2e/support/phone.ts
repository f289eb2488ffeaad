import type { BrowserContext, Page } from '@playwright/test';

/**
 * The phone the product is held to (scripts/first-visit.mjs): Regular 3G, 300 ms round trip and 700 kbit/s each
 * way, and a processor four times slower than the test machine's. The page keeps it until it closes; `release`
 * gives the full line and speed back.
 */
export async function throttleLikeAPhone(context: BrowserContext, page: Page) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (700 * 1024) / 8,
    uploadThroughput: (700 * 1024) / 8,
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return {
    async release() {
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await devtools.detach();
    },
  };
}
