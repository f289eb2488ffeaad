#!/usr/bin/env node
// `npm start`: builds the web app and compiles the server when they are missing or older than their sources, then
// starts the compiled server (decision 503), which applies the migrations, seeds and serves everything at
// PUBLIC_URL (default http://localhost:3000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildApiIfStale } from './api-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;

buildWebIfStale();
buildApiIfStale();

const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
