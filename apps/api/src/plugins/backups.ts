import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BackupOptions, type BackupSummary, writeBackup } from '../db/backup/backup.ts';
import { describeFailure } from '../db/backup/failure.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups written by this server, which has the database open: one at a time. */
    backups: {
      write(out: string, options?: BackupOptions): Promise<BackupSummary>;
    };
  }
}

/**
 * The schedule's archives: `portal-<UTC time>.backup` (encrypted with BACKUP_KEY, which the schedule needs), whose
 * names sort by age (the time is first, and of one length); the plain `.tar.gz` of earlier versions are counted, and go,
 * with them.
 */
const SCHEDULED = /^portal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(backup|tar\.gz)$/;
const scheduledName = (at: Date) => `portal-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.backup`;

/**
 * Backups while the server runs (db/backup/): `npm run backup` asks through the control socket in DATA_DIR
 * (plugins/control.ts), and with BACKUP_EVERY_HOURS the server writes one into BACKUP_DIR whenever the newest there is that old (so a server
 * restarted often still makes them), keeping the newest BACKUP_KEEP.
 */
export default fp(async function backupsPlugin(app: FastifyInstance) {
  const { config } = app;
  const source = {
    database: app.database,
    dataDir: config.dataDir,
    files: app.fileStorage,
    removals: app.fileRemovals,
    key: config.backups.key,
  };
  let queue: Promise<unknown> = Promise.resolve();
  const write = (out: string, options?: BackupOptions) => {
    const next = queue.then(() => writeBackup(source, out, options));
    queue = next.catch(() => undefined);
    return next;
  };
  app.decorate('backups', { write });

  let timer: NodeJS.Timeout | undefined;
  let scheduled: Promise<void> | undefined;

  async function scheduledBackup(everyHours: number) {
    const { dir, keep } = config.backups;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const names = (await readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
    const newest = names.at(-1);
    const age = newest ? Date.now() - (await stat(join(dir, newest))).mtimeMs : Number.POSITIVE_INFINITY;
    if (age < everyHours * 3_600_000) return;
    // Of several servers on one database, one writes the period's backup (each into its own BACKUP_DIR).
    const now = new Date();
    if (!(await app.rateCounters.claim('job:backup', now, new Date(now.getTime() + everyHours * 3_600_000)))) return;
    const summary = await write(join(dir, scheduledName(now)));
    app.log.info({ backup: summary }, 'backup written');
    const all = (await readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
    for (const old of all.slice(0, Math.max(0, all.length - keep))) await unlink(join(dir, old));
  }

  app.addHook('onReady', async () => {
    const everyHours = config.backups.everyHours;
    if (!everyHours) return;
    const check = () => {
      if (scheduled) return;
      scheduled = scheduledBackup(everyHours)
        .catch((error: unknown) => app.log.error({ reason: describeFailure(error) }, 'scheduled backup failed'))
        .finally(() => {
          scheduled = undefined;
        });
    };
    timer = setInterval(check, Math.min(60_000, everyHours * 1_800_000));
    timer.unref();
    check();
  });

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await scheduled;
    await queue;
  });
});
