import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const apiDir = join(import.meta.dirname, '..', '..', 'apps', 'api');

export type OwnServer = { url: string; stop: () => Promise<void> };

/**
 * A server of a journey's own, beside the shared one (playwright.config.ts): the same compiled server and web build,
 * which that one has just made, on another port and a fresh data directory of the embedded database, with other
 * settings. Nothing it does touches the other journeys' data.
 */
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  env: Record<string, string>;
}): Promise<OwnServer> {
  const { port, dataDir, admin } = options;
  const url = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // Its own embedded database, even when the shared server runs on a PostgreSQL named by DATABASE_URL.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
  });
  let exited: number | null | undefined;
  server.once('exit', (code) => {
    exited = code;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited !== undefined) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the server on port ${port} stopped at start (exit code ${exited})`);
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on port ${port} did not answer within two minutes`);
}
