#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then starts the server, which
// applies the migrations, seeds and serves everything at PUBLIC_URL (default http://localhost:3000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;

buildWebIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
