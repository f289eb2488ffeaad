#!/usr/bin/env node
// `node scripts/first-visit.mjs` (after `npm run build`): what a first visit to the sign-in and sign-up pages costs
// on an applicant's phone, measured in Chromium under the profile the product is held to: 360 px wide, Regular 3G
// (300 ms round trip, 700 kbit/s) and a CPU four times slower. Prints, per page, the script downloaded (compressed,
// on the wire), the number of requests, and when the form could be used (its submit button shown and enabled).
// Figures for the decisions; nothing is asserted (times vary from run to run).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3198);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-first-visit-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(root, 'apps/api'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
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
  args: [...chromiumFlags, '--disable-quic'],
});
const pages = [
  { path: '/auth/sign-in', submit: /^(Sign in)$/ },
  { path: '/auth/sign-up', submit: /^(Create my account|Create an account|Sign up)$/ },
];
try {
  for (const { path, submit } of pages) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: (700 * 1024) / 8,
      uploadThroughput: (700 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const types = new Map();
    const totals = { scriptBytes: 0, scripts: 0, requests: 0, bytes: 0 };
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      totals.requests += 1;
      totals.bytes += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') {
        totals.scripts += 1;
        totals.scriptBytes += event.encodedDataLength;
      }
    });
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: submit });
    await button.waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForFunction((el) => el && !el.disabled, await button.elementHandle());
    const usable = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(
      `${path.padEnd(14)} script ${kib(totals.scriptBytes).padStart(10)} in ${totals.scripts} files · ${totals.requests} requests, ${kib(totals.bytes)} in all · form usable after ${(usable / 1000).toFixed(1)} s`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
