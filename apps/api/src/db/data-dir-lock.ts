import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { DataDirError } from './start-failure.ts';

/** Another process has this embedded database open (a running server, a seeding script, a backup). */
export class DataDirInUse extends DataDirError {}

/**
 * Holds the embedded database in `dir` for this process: two processes writing one PGlite data directory corrupt
 * it, and PGlite does not stop the second. The lock is a name in Linux's abstract socket namespace, taken by
 * listening on it: the system releases it when the process ends, however it ends (a power cut leaves no stale
 * lock behind). Elsewhere there is no such namespace and nothing is locked.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  if (process.platform !== 'linux') return async () => {};
  const name = `\0scholarship-portal-pglite-${createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 40)}`;
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new DataDirInUse(
              `The embedded database in ${dir} is open in another process (a running server?): stop it first.`,
            )
          : error,
      ),
    );
    server.listen(name, () => resolve());
  });
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
