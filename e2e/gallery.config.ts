import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './support/env.ts';

/**
 * `npm run gallery`: photographs every screen of the product on demonstration data (decision 400). Its own server on
 * its own port and throwaway data directory, so it never touches the journeys' database or a running `npm start`.
 */
const port = Number(process.env.GALLERY_PORT ?? 3190);
const dataDir = join(import.meta.dirname, '.tmp', 'gallery-data');
// The support helpers (outbox, sign-ups) read the data directory from here; workers inherit it.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './gallery',
  globalSetup: './gallery/global-setup.ts',
  // Two workers: the committee's and the applicant's screens are photographed side by side.
  workers: 2,
  fullyParallel: true,
  reporter: [['list']],
  timeout: 300_000,
  expect: { timeout: 15_000 },
  outputDir: './.tmp/gallery-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The programme's story in order: the demonstration session's interview shortlist and panels, its decisions
  // published, the screens without a current session, then a session opened with applicants at every stage, and the
  // screens of that time.
  projects: [
    { name: 'public', testMatch: 'public.gallery.ts' },
    // The demonstration session's interview shortlist: its people, its screens, the panels' work, their screens.
    { name: 'shortlist', testMatch: 'selection.setup.ts', grep: /the shortlist/, dependencies: ['public'] },
    {
      name: 'selection',
      testMatch: 'selection.gallery.ts',
      grepInvert: /once the panels sat/,
      dependencies: ['shortlist'],
    },
    { name: 'panels', testMatch: 'selection.setup.ts', grep: /the panels sit/, dependencies: ['selection'] },
    {
      name: 'selection panels',
      testMatch: 'selection.gallery.ts',
      grep: /once the panels sat/,
      dependencies: ['panels'],
    },
    { name: 'closed session', testMatch: 'closed-session.setup.ts', dependencies: ['selection panels'] },
    { name: 'no session', testMatch: 'no-session.gallery.ts', dependencies: ['closed session'] },
    { name: 'open session', testMatch: 'open-session.setup.ts', dependencies: ['no session'] },
    {
      name: 'session open',
      testMatch: ['applicant.gallery.ts', 'committee.gallery.ts', 'two-factor.gallery.ts'],
      dependencies: ['open session'],
    },
  ],
  webServer: {
    // Builds the web app when stale, seeds a fresh data directory with the demonstration session, then serves.
    command: 'node gallery/server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
      SIGN_UPS_PER_HOUR: '10000',
      // The setups sign the committee in through the API; a code is good once per 30 s step (see playwright.config.ts).
      // The second factor's screens are photographed from an administrator who sets one up (committee.gallery.ts).
      STAFF_2FA: 'optional',
      NODE_ENV: 'production',
    },
  },
});
