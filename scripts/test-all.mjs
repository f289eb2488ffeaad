#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure: format and lint, types, translation parity,
// unit tests, API tests on PGlite and on real PostgreSQL, the web build, then the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
const ran = [];
const filesInBucketTests = [
  'test/documents',
  'test/platform/file-storage.test.ts',
  'test/platform/uploads.test.ts',
  'test/platform/cut-off-uploads.test.ts',
  'test/platform/backups.test.ts',
  'test/personal-data/export.test.ts',
  'test/retention/retention.test.ts',
  'test/acceptance/beneficiaries.test.ts',
  'test/accounts/users.test.ts',
  'test/reference/quotes.test.ts',
];

function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  ran.push(`${name} (${seconds} s)`);
}

step('Test dependencies (Chromium, PostgreSQL, openpyxl, qpdf, poppler, strace, Caddy, restic)', 'bash', [
  'scripts/ensure-test-deps.sh',
]);
step('Format and lint (Biome)', 'npx', ['biome', 'ci', '.']);
step('Type check', 'npm', ['run', 'typecheck']);
step('Translation parity (en, fr, it)', 'node', ['scripts/i18n-parity.mjs']);
step('Deploy files (compose, Containerfile, systemd units)', 'node', ['scripts/check-deploy.mjs']);
step('Unit tests: shared', 'npx', ['vitest', 'run'], { cwd: `${root}packages/shared` });
step('Unit tests: web', 'npx', ['vitest', 'run'], { cwd: `${root}apps/web` });
step('API tests on PGlite (embedded)', 'npx', ['vitest', 'run'], {
  cwd: `${root}apps/api`,
  env: { TEST_DB: 'pglite' },
});
// The tests of files (documents, thumbnails, transcripts, avatars, quotes' pictures, the personal-data export,
// retention, backups, cut-off uploads) again with the files in a bucket of moto_server, a real S3 protocol server.
step('API tests of files in an S3 bucket (moto_server)', 'npx', ['vitest', 'run', ...filesInBucketTests], {
  cwd: `${root}apps/api`,
  env: { TEST_DB: 'pglite', TEST_FILES: 's3' },
});
if (hasPostgres || process.env.TEST_DATABASE_URL) {
  step('API tests on PostgreSQL', 'npx', ['vitest', 'run'], { cwd: `${root}apps/api`, env: { TEST_DB: 'postgres' } });
} else {
  console.log('\n(no PostgreSQL server binaries and no TEST_DATABASE_URL: API tests on PostgreSQL skipped)');
}
step('Build web app', 'npm', ['run', 'build', '-w', '@portal/web']);
step('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], { cwd: `${root}e2e` });

console.log('\nAll checks passed:');
for (const line of ran) console.log(`  ✓ ${line}`);
console.log(`Databases tested: PGlite${hasPostgres || process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ' only'}`);
