import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/**
 * The API server as the review benchmark runs it, in its own process so its peak memory can be read: it tells the
 * parent its port, and answers each "rss" message with the peak resident memory so far (KiB).
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', async (message) => {
  if (message === 'rss') process.send?.({ maxRssKiB: process.resourceUsage().maxRSS });
  if (message === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
