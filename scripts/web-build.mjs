// The built web app and the server's renderer of the public pages (decision 007) come from one build; it is stale
// when missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const built = join(webDir, 'dist/index.html');
const renderer = join(webDir, 'dist-ssr/render-public-page.js');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((p) => join(root, p));

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function webBuildIsStale() {
  return (
    !existsSync(built) ||
    !existsSync(renderer) ||
    sources.some((p) => existsSync(p) && newestMtime(p) > statSync(built).mtimeMs)
  );
}

/** Builds the web app when it is stale; exits the process with the build's status if the build fails. */
export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
