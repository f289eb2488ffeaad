import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin, e2eDataDir } from './support/env.ts';

const port = Number(process.env.E2E_PORT ?? 3100);

// Every run starts from an empty embedded database.
// Workers load this file again (specs import e2eDataDir through support/outbox.ts): they inherit the flag and keep
// the running server's data.
if (!process.env.E2E_KEEP_DATA) {
  rmSync(e2eDataDir, { recursive: true, force: true });
  process.env.E2E_KEEP_DATA = '1';
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The offline app's service worker (decision 521) runs in the journeys that are about it (serviceWorkers:
    // 'allow' there); elsewhere each page talks to the server directly, as the journeys were written for.
    serviceWorkers: 'block',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The real server with the built web app and the embedded database, as `npm start` runs it.
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: e2eDataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
      // The journeys create far more accounts from one address than a person would.
      SIGN_UPS_PER_HOUR: '10000',
      // The journeys sign the administrator and evaluators in many times, through the screens and the API; a code of
      // an authenticator app is good once per 30 s step, so they cannot all give one. Here the second factor is asked
      // only of those who set one up (none does); the product's default, `required`, is the journey of
      // tests/two-factor.spec.ts, on a server of its own (decision 565).
      STAFF_2FA: 'optional',
      NODE_ENV: 'production',
    },
  },
});
