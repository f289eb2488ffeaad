#!/usr/bin/env node
// `npm run lighthouse` (after `npm run build`; `npm run bench` runs it too): Lighthouse's default mobile run
// (simulated slow 4G, a mid-range phone's processor) with Debian's Chromium, against the compiled server and the
// built web app, on the public pages, sign-in and sign-up (a first visit: Lighthouse clears the browser first), and
// on a student's dashboard and the first step of their application (signed in: the browser keeps the token the
// app reads, stored from a public page, and nothing else of the app). Prints a Markdown table of the scores;
// asserts nothing (the scores move with the machine's load). Runs with `node --import tsx` (it prepares the
// database with the API's code).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../apps/api/test/platform/server-process.ts';
import { buildApiIfStale } from './api-build.mjs';
import { applicants, benchSecret, prepare } from './bench-api.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { buildWebIfStale } from './web-build.mjs';

const chromeFlags = ['--headless=new', ...chromiumFlags];

/** One row per page: Lighthouse's four scores (0 to 100) and its largest contentful paint. */
export async function runLighthouse({ log = console.log } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const env = { JWT_SECRET: benchSecret, DATA_DIR: join(work, 'data'), DATABASE_URL: '', DURABILITY: 'relaxed' };
  const fixture = await prepare(env, 1);
  const server = await startServer({ ...env, NODE_ENV: 'production' }, { compiled: true });
  mkdirSync(join(work, 'profile'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    userDataDir: join(work, 'profile'),
  });
  const rows = [];
  try {
    const [student] = await applicants(server.base, fixture);
    const headers = { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' };
    // The privacy notice accepted first: otherwise the signed-in pages measured would be its consent screen.
    const notice = (await (await fetch(`${server.base}/api/users/me`, { headers })).json()).data.privacyNotice;
    const consent = await fetch(`${server.base}/api/users/me/privacy-consent`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: notice.current }),
    });
    if (!consent.ok) throw new Error(`privacy consent: ${consent.status} ${await consent.text()}`);
    const user = (await consent.json()).data;

    const pages = [
      { path: '/home' },
      { path: '/eligibility' },
      { path: '/auth/sign-in' },
      { path: '/auth/sign-up' },
      { path: '/dashboard', signedIn: true },
      {
        path: `/applications/${student.applicationId}/edit`,
        signedIn: true,
        name: '/applications/:id/edit (first step)',
      },
    ];
    // LIGHTHOUSE_PAGES=dashboard,edit runs only the pages whose path holds one of the words.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    for (const page of pages.filter((candidate) => !only || only.some((word) => candidate.path.includes(word)))) {
      // Lighthouse sometimes misses the start of a trace (NO_NAVSTART) and asks to be run again: up to three times.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        if (page.signedIn) await storeSignIn(chrome.port, server.base, { token: student.token, user });
        ({ lhr } = await lighthouse(`${server.base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Signed in: the token stays; Lighthouse still starts with an empty cache of the app's files.
          disableStorageReset: Boolean(page.signedIn),
        }));
        if (lhr.runtimeError?.code !== 'NO_NAVSTART') break;
      }
      if (process.env.LIGHTHOUSE_REPORTS)
        writeFileSync(
          join(process.env.LIGHTHOUSE_REPORTS, `${page.path.replace(/\W+/g, '-')}.json`),
          JSON.stringify(lhr),
        );
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      if (!page.signedIn && lhr.finalDisplayedUrl !== `${server.base}${page.path}`)
        throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
      const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
      const row = {
        page: page.name ?? page.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '–',
        tbt: lhr.audits['total-blocking-time']?.displayValue ?? '–',
        finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      };
      rows.push(row);
      log(
        `${row.page}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}, LCP ${row.lcp}, TBT ${row.tbt}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/**
 * Stores the sign-in where the app reads it (src/lib/auth-store.ts), from a server-rendered public page (no service
 * worker, none of the app's files), and clears what that visit cached, so the signed-in page is measured cold.
 */
async function storeSignIn(port, base, auth) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${base}/home`);
    // What the sign-in page's hand-over stores (src/public-page/auth-forms.ts): the sign-in and the page's language.
    await page.evaluate((value) => {
      window.localStorage.setItem('portal.auth', value);
      window.localStorage.setItem('portal.lang', 'en');
    }, JSON.stringify(auth));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

/** The Markdown table of the rows, for bench/results.md. */
export function lighthouseTable(rows) {
  return [
    '| page | performance | accessibility | best practices | SEO | largest contentful paint | total blocking time |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp} | ${row.tbt} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfStale();
  buildApiIfStale();
  const rows = await runLighthouse();
  console.log(`\n${lighthouseTable(rows)}`);
  const below = rows.filter((row) => row.page !== '/home' && row.page !== '/eligibility' && row.performance < 95);
  console.log(
    below.length === 0
      ? '\nGoal (performance ≥ 95 on sign-in, sign-up, the dashboard and an application step): met.'
      : `\nGoal (performance ≥ 95 on sign-in, sign-up, the dashboard and an application step): NOT met on ${below.map((row) => row.page).join(', ')}.`,
  );
}
