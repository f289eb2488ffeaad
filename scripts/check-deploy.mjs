#!/usr/bin/env node
// `npm test` (scripts/test-all.mjs): what can be checked here of the deploy files no engine runs here (no container
// engine, no systemd as the system's manager). deploy/compose.yaml parses and requires its secrets, its services
// have their health checks and wait for each other by condition, its volumes are named; deploy/Containerfile has a
// build stage and a server stage that runs as a user other than root with a HEALTHCHECK on /api/health; every
// variable the deploy files give the server is one apps/api/src/config.ts reads; and systemd-analyze (when present)
// verifies the units and rates their sandbox. Not checked: that the image builds and the containers start, nor that
// the units run under systemd (docs/deploy.md says so). Prints each check; exits 1 at the end if one failed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const read = (path) => readFileSync(join(root, path), 'utf8');
const failures = [];
function check(what, ok, detail = '') {
  console.log(`${ok ? '✓' : '✗'} ${what}${!ok && detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(what);
}

/** The variables the server reads: the keys of config.ts's environment schema. */
const configSource = read('apps/api/src/config.ts');
const schema = configSource.slice(configSource.indexOf('const envSchema = z.object({'));
const known = new Set(
  [...schema.slice(0, schema.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]),
);
check('config.ts lists the variables it reads', known.has('DATABASE_URL') && known.has('TRUST_PROXY'));
const unknownOf = (names) => names.filter((name) => !known.has(name));

// compose.yaml
let compose;
try {
  compose = parse(read('deploy/compose.yaml'));
  check('deploy/compose.yaml parses', typeof compose?.services === 'object');
} catch (error) {
  check('deploy/compose.yaml parses', false, error.message);
  compose = { services: {} };
}
const services = compose.services ?? {};
const { app = {}, postgres = {}, s3 = {} } = services;
check(
  'compose has the app, PostgreSQL and an S3-compatible store',
  Boolean(services.app && services.postgres && services.s3),
);
const text = read('deploy/compose.yaml');
const secrets = ['POSTGRES_PASSWORD', 'JWT_SECRET', 'BACKUP_KEY', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'PUBLIC_URL'];
for (const name of secrets) {
  const uses = [...text.matchAll(new RegExp(`\\$\\{${name}(:?[-?+][^}]*)?\\}`, 'g'))];
  check(
    `compose requires ${name} (\${${name}:?…} wherever it is used)`,
    uses.length > 0 && uses.every((use) => use[1]?.startsWith(':?')),
  );
}
const appEnv = app.environment ?? {};
check(
  'compose gives the app its database, its file store and its secrets',
  ['DATABASE_URL', 'FILES_URL', 'JWT_SECRET', 'BACKUP_KEY', 'PUBLIC_URL'].every((name) => name in appEnv),
);
check(
  "compose's FILES_URL has the contract's form",
  /^s3:\/\/[a-z0-9.-]+\?endpoint=https?:\/\/[^&]+&region=[a-z0-9-]+&forcePathStyle=true$/.test(appEnv.FILES_URL ?? ''),
  appEnv.FILES_URL,
);
const unknownCompose = unknownOf(Object.keys(appEnv));
check(
  'every variable compose gives the app is one config.ts reads',
  unknownCompose.length === 0,
  unknownCompose.join(', '),
);
const healthTest = (service) => [service.healthcheck?.test ?? []].flat().join(' ');
check("PostgreSQL's health check is pg_isready", /\bpg_isready\b/.test(healthTest(postgres)), healthTest(postgres));
check('the store has a health check', healthTest(s3).length > 0 && !s3.healthcheck?.disable);
for (const [name, service] of Object.entries(services)) {
  for (const [needed, { condition } = {}] of Object.entries(service.depends_on ?? {})) {
    const wanted = services[needed]?.healthcheck ? 'service_healthy' : 'service_completed_successfully';
    check(`${name} waits for ${needed} (${wanted})`, condition === wanted, `condition: ${condition}`);
  }
}
check(
  'the app waits for PostgreSQL and the store to be healthy',
  app.depends_on?.postgres?.condition === 'service_healthy' && app.depends_on?.s3?.condition === 'service_healthy',
);
const declared = new Set(Object.keys(compose.volumes ?? {}));
const mounts = Object.values(services).flatMap((service) =>
  (service.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : volume.source)),
);
check(
  'every volume is a named volume declared at the top',
  mounts.length > 0 && mounts.every((source) => declared.has(source)),
  mounts.join(', '),
);
check('compose builds the app from deploy/Containerfile', app.build?.dockerfile === 'deploy/Containerfile');

// Containerfile
const containerfile = read('deploy/Containerfile').replace(/\\\n/g, ' ');
const instructions = containerfile
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => ({ op: line.split(/\s+/)[0].toUpperCase(), rest: line.slice(line.indexOf(' ') + 1).trim() }));
const stages = instructions.filter(({ op }) => op === 'FROM').map(({ rest }) => rest.match(/\bAS\s+(\S+)/i)?.[1]);
check('the Containerfile has several named stages', stages.length >= 2 && stages.every(Boolean), stages.join(', '));
const lastFrom = instructions.findLastIndex(({ op }) => op === 'FROM');
const final = instructions.slice(lastFrom);
const copiedFrom = final
  .flatMap(({ op, rest }) => (op === 'COPY' ? [rest.match(/--from=(\S+)/)?.[1]] : []))
  .filter(Boolean);
check(
  'the server stage copies only from the earlier stages',
  copiedFrom.length > 0 && copiedFrom.every((stage) => stages.slice(0, -1).includes(stage)),
);
const user = final.findLast(({ op }) => op === 'USER')?.rest;
check('the server stage runs as a user other than root', Boolean(user) && !/^(root|0)(:|$)/.test(user), user);
const healthcheck = final.find(({ op }) => op === 'HEALTHCHECK')?.rest ?? '';
check('the server stage has a HEALTHCHECK on /api/health', healthcheck.includes('/api/health'), healthcheck);
const cmd = final.findLast(({ op }) => op === 'CMD')?.rest ?? '';
check('the server stage starts the compiled server', cmd.includes('dist/server.js'), cmd);
const imageEnv = final
  .filter(({ op }) => op === 'ENV')
  .flatMap(({ rest }) => [...rest.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((match) => match[1]));
const unknownImage = unknownOf(imageEnv);
check('every variable the image sets is one config.ts reads', unknownImage.length === 0, unknownImage.join(', '));

// The systemd environment file
const portalEnv = read('deploy/portal.env')
  .split('\n')
  .filter((line) => /^[A-Z]/.test(line))
  .map((line) => line.slice(0, line.indexOf('=')));
const unknownUnit = unknownOf(portalEnv);
check('every variable of deploy/portal.env is one config.ts reads', unknownUnit.length === 0, unknownUnit.join(', '));

// The systemd units and the scripts they run
for (const script of ['deploy/portal-backup', 'deploy/portal-restore']) {
  let executable = true;
  try {
    accessSync(join(root, script), constants.X_OK);
  } catch {
    executable = false;
  }
  check(`${script} is executable`, executable);
  const syntax = spawnSync('sh', ['-n', join(root, script)], { encoding: 'utf8' });
  check(`${script} is valid shell`, syntax.status === 0, syntax.stderr);
}
const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
if (analyze.error) {
  console.log('- systemd-analyze is not installed: the units are not verified (apt-get install systemd)');
} else {
  // The units as installed, with the checkout's place for /opt/portal (verify checks that the programs exist).
  const units = mkdtempSync(join(tmpdir(), 'portal-units-'));
  try {
    for (const unit of ['portal.service', 'portal-backup.service', 'portal-backup.timer']) {
      writeFileSync(join(units, unit), read(`deploy/${unit}`).replaceAll('/opt/portal', root));
    }
    const verify = spawnSync(
      'systemd-analyze',
      ['verify', 'portal.service', 'portal-backup.service', 'portal-backup.timer'],
      { cwd: units, encoding: 'utf8' },
    );
    const said = `${verify.stdout}${verify.stderr}`.trim();
    // verify exits 0 on an unknown key or section: any word from it is a failure.
    check('systemd-analyze verify accepts the units, silently', verify.status === 0 && said === '', said);
    for (const unit of ['portal.service', 'portal-backup.service']) {
      const security = spawnSync('systemd-analyze', ['security', '--offline=true', join(units, unit)], {
        encoding: 'utf8',
      });
      const exposure = Number(security.stdout.match(/Overall exposure level for \S+: ([\d.]+)/)?.[1]);
      check(`${unit}'s sandbox: exposure at most 2.0 of 10 (systemd-analyze security)`, exposure <= 2, `${exposure}`);
    }
  } finally {
    rmSync(units, { recursive: true, force: true });
  }
}

if (failures.length) {
  console.error(`\n${failures.length} deploy check(s) failed`);
  process.exit(1);
}
console.log('\nNot checked here: building the image, starting the containers, running the units under systemd.');
