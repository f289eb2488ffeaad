// The compiled server (apps/api/dist, decision 503) is stale when missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'apps/api/dist/server.js');
const sources = [
  'apps/api/src',
  'apps/api/scripts/build.mjs',
  'apps/api/package.json',
  'packages/shared/src',
  'package-lock.json',
].map((p) => join(root, p));

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function apiBuildIsStale() {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((p) => existsSync(p) && newestMtime(p) > builtAt);
}

/** Compiles the server when it is stale; exits the process with the build's status if the build fails. */
export function buildApiIfStale() {
  if (!apiBuildIsStale()) return;
  console.log('Compiling the server…');
  const result = spawnSync(process.execPath, [join(root, 'apps/api/scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
