import { isAbsolute } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackupRefused } from '../db/backup/backup.ts';
import { type ControlAnswer, type ControlRequest, serveControl } from '../db/backup/control.ts';
import { describeFailure } from '../db/backup/failure.ts';
import { serverActors } from '../modules/audit/public.ts';

/**
 * The control socket in DATA_DIR (db/backup/control.ts), served once the server is ready: the commands run on the
 * server ask this process, which has the database open, to write a backup (`npm run backup`), to run the retention
 * or list what it would anonymise (`npm run retention [-- --dry-run]`), or to end every sign-in (`npm run
 * breach-drill`). A failure is answered in one line that holds no row (`describeFailure`).
 */
export default fp(async function controlPlugin(app: FastifyInstance) {
  let stopControl: (() => Promise<void>) | undefined;

  async function backup(request: Extract<ControlRequest, { command: 'backup' }>): Promise<ControlAnswer> {
    if (typeof request.out !== 'string' || !isAbsolute(request.out))
      return { ok: false, message: 'the archive must be named by an absolute path' };
    try {
      return {
        ok: true,
        summary: await app.backups.write(request.out, { force: request.force, unencrypted: request.unencrypted }),
      };
    } catch (error) {
      const message = describeFailure(error);
      if (error instanceof BackupRefused) return { ok: false, message, refused: true };
      app.log.error({ reason: message }, 'backup failed');
      return { ok: false, message };
    }
  }

  /** A command other than a backup: its answer, or its failure in one line (logged). */
  async function act(name: string, run: () => Promise<unknown>): Promise<ControlAnswer> {
    try {
      return { ok: true, summary: await run() };
    } catch (error) {
      const message = describeFailure(error);
      app.log.error({ reason: message }, `${name} failed`);
      return { ok: false, message };
    }
  }

  app.addHook('onReady', async () => {
    try {
      stopControl = await serveControl(app.config.dataDir, async (request) => {
        switch (request.command) {
          case 'backup':
            return backup(request);
          case 'retention':
            return act('retention', () =>
              app.services.retention.run({ actor: serverActors.command, dryRun: request.dryRun === true }),
            );
          case 'breach-drill':
            return act('breach drill', () => app.services.breachDrill.run(serverActors.command));
          default:
            return { ok: false, message: `unknown command ${(request as { command?: unknown }).command}` };
        }
      });
    } catch (error) {
      app.log.warn(
        { err: error },
        'no control socket: npm run backup, retention and breach-drill cannot reach this server',
      );
    }
  });

  app.addHook('onClose', async () => {
    await stopControl?.();
  });
});
