#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then starts the server, which
// applies the migrations, seeds and serves everything at PUBLIC_URL (default http://localhost:3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const built = join(webDir, 'dist/index.html');
// The server's renderer of the public pages (decision 007) comes from the same build.
const renderer = join(webDir, 'dist-ssr/render-public-page.js');

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((p) => join(root, p));
const stale =
  !existsSync(built) ||
  !existsSync(renderer) ||
  sources.some((p) => existsSync(p) && newestMtime(p) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
