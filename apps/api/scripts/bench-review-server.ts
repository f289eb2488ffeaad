import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/**
 * The API server as the review benchmark runs it, in its own process so its peak memory can be read: it tells the
 * parent its port, and answers each "rss" message with its resident memory (KiB): the peak over its whole life
 * (`maxRssKiB`), now (`rssKiB`), and the highest seen since the previous "rss" (`peakSinceKiB`, sampled every 10 ms),
 * which shows what one call costs even below the peak an earlier call set.
 */
let peakSince = process.memoryUsage.rss();
setInterval(() => {
  peakSince = Math.max(peakSince, process.memoryUsage.rss());
}, 10).unref();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  durability: config.durability,
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', async (message) => {
  if (message === 'rss') {
    const now = process.memoryUsage.rss();
    const peakSinceKiB = Math.round(Math.max(peakSince, now) / 1024);
    peakSince = now;
    process.send?.({ maxRssKiB: process.resourceUsage().maxRSS, rssKiB: Math.round(now / 1024), peakSinceKiB });
  }
  if (message === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
