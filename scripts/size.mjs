#!/usr/bin/env node
// `npm run size`: gzip bytes of the JavaScript and CSS that a first visit loads, per page, measured in Chromium
// against the built app served by the real server. Goal: at most 100 KiB of JavaScript per page (reported only).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildApiIfStale } from './api-build.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = 3199;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-size-'));
buildApiIfStale();
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: join(root, 'apps/api'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 500));
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
const goal = 100 * 1024;
let over = false;
try {
  for (const path of ['/home', '/auth/sign-in']) {
    const page = await browser.newPage();
    const totals = { js: 0, css: 0, files: 0 };
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      totals[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
      totals.files += 1;
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.close();
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
    const mark = totals.js <= goal ? 'within' : 'OVER';
    if (totals.js > goal) over = true;
    console.log(
      `${path.padEnd(16)} JS ${kib(totals.js).padStart(10)} gzip (${mark} the 100 KiB goal)  CSS ${kib(totals.css).padStart(9)} gzip  ${totals.files} files`,
    );
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (over) console.log('Goal: at most 100 KiB of JavaScript per first visit (reported, not enforced).');
