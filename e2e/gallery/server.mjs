// The gallery's server: a fresh data directory seeded with the demonstration session past its deadline (complete applications,
// families, documents, ratings), checked, scored, its interview shortlist drawn with slots and most of it booked; then
// the real server on it, as `npm start` runs it.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale } from '../../scripts/web-build.mjs';

const api = join(import.meta.dirname, '..', '..', 'apps', 'api');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the throwaway data directory of the gallery');

rmSync(dataDir, { recursive: true, force: true });
buildWebIfStale();
// Two processes must never open one embedded database: the seeder finishes before the server starts.
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/seed-demo.ts', '--applications', '60', '--seed', '2026', '--stage', 'preselected'],
  { cwd: api, stdio: 'inherit', env: process.env },
);
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: api, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
