import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/**
 * The API server as the review benchmark runs it, in its own process so its memory can be read: it tells the parent
 * its port, and answers each "rss" message with its resident memory (KiB): now (`rssKiB`), and the highest seen since
 * the previous "rss" (`peakSinceKiB`, sampled every 10 ms), which shows what one call costs even below the peak an
 * earlier call set. `{ profile: 'start' }` starts V8's CPU profiler, `{ profile: 'stop', file }` writes the profile
 * (the same .cpuprofile `node --cpu-prof` writes) and answers where the time went.
 */
export type Memory = { rssKiB: number; peakSinceKiB: number };

/** Shares of a profile's samples: idle (waiting for the database or the reader), GC, and the busiest functions. */
type ProfileShares = { totalMs: number; idle: number; gc: number; top: { name: string; share: number }[] };

const sharesInWords = (shares: ProfileShares) =>
  `${(shares.totalMs / 1000).toFixed(2)} s sampled: ${pct(shares.idle)} idle (waiting), ${pct(shares.gc)} GC; ` +
  shares.top.map((entry) => `${entry.name} ${pct(entry.share)}`).join(', ');
const pct = (share: number) => `${(share * 100).toFixed(0)} %`;

type Node = { id: number; callFrame: { functionName: string; url: string } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/**
 * Self time by place: a package of node_modules, a file of the sources, or V8's own entries (GC, idle). The samples
 * taken while the profiler stops (the inspector's `dispatch`) are left out: they are the measurement's own cost.
 */
function sharesOf(profile: Profile): ProfileShares {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === 'dispatch' && !url) return;
    const place = url
      ? (url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? url.replace(/^.*\/(src|packages|scripts)\//, '$1/'))
      : functionName.startsWith('(')
        ? functionName
        : `${functionName} (native)`;
    self.set(place, (self.get(place) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0) || 1;
  const share = (name: string) => (self.get(name) ?? 0) / total;
  const top = [...self.entries()]
    .filter(([name]) => name !== '(idle)' && name !== '(garbage collector)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 7)
    .map(([name, value]) => ({ name, share: value / total }));
  return { totalMs: total / 1000, idle: share('(idle)'), gc: share('(garbage collector)'), top };
}

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
const inspector = new Session();
process.on('message', async (message: unknown) => {
  if (message === 'rss') {
    const now = process.memoryUsage.rss();
    const peakSinceKiB = Math.round(Math.max(peakSince, now) / 1024);
    peakSince = now;
    process.send?.({ rssKiB: Math.round(now / 1024), peakSinceKiB } satisfies Memory);
  }
  if (typeof message === 'object' && message && 'profile' in message) {
    const { profile: step, file } = message as { profile: 'start' | 'stop'; file?: string };
    if (step === 'start') {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
      process.send?.({ started: true });
    } else {
      const { profile } = (await inspector.post('Profiler.stop')) as { profile: Profile };
      inspector.disconnect();
      await writeFile(file!, JSON.stringify(profile));
      process.send?.(sharesInWords(sharesOf(profile)));
    }
  }
  if (message === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
