import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as plainRequest } from 'node:http';
import { request } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupWorkspace } from '../platform/backup-helpers.ts';
import {
  compileServer,
  freePort,
  type Program,
  type ServerProcess,
  startProgram,
  startServer,
} from '../platform/server-process.ts';
import { deployFile, environmentFile, missing } from './deploy-files.ts';

/**
 * The guide's HTTPS: the compiled server behind Caddy (Debian's package) with the repository's deploy/Caddyfile, its
 * name and ports put in for loopback and its certificate from Caddy's internal authority instead of Let's Encrypt.
 * The visitor connects from 127.0.0.2, Caddy reaches the server from 127.0.0.1: the server's log must name the
 * visitor, because deploy/portal.env sets TRUST_PROXY, and Caddy without it.
 */
const caddyMissing = missing('caddy', 'caddy');
const SITE = 'apply.example.org';
const UPSTREAM = '127.0.0.1:3000';
const VISITOR = '127.0.0.2';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
type Caddy = { https: number; http: number; ca: string; stop: Program['stop'] };

const { work, cleanups, freshPlace } = backupWorkspace();

/** Caddy in front of the server at `upstream`, from deploy/Caddyfile; resolves once it answers over HTTPS. */
async function startCaddy(upstream: number): Promise<Caddy> {
  const [https, http] = [await freePort(), await freePort()];
  const home = mkdtempSync(join(work, 'caddy-'));
  const deployed = deployFile('Caddyfile');
  expect(deployed).toContain(`${SITE} {`);
  expect(deployed).toContain(`reverse_proxy ${UPSTREAM}`);
  const config = [
    // Loopback ports, Caddy's own authority (`tls internal` for every site), nothing installed in the system.
    `{\n\tadmin off\n\thttp_port ${http}\n\thttps_port ${https}\n\tlocal_certs\n\tskip_install_trust\n\tstorage file_system ${home}/storage\n}`,
    deployed
      .replace(`${SITE} {`, 'localhost {')
      .replace(`reverse_proxy ${UPSTREAM}`, `reverse_proxy 127.0.0.1:${upstream}`),
  ].join('\n');
  writeFileSync(join(home, 'Caddyfile'), config);
  const ca = () => readFileSync(`${home}/storage/pki/authorities/local/root.crt`, 'utf8');
  const { stop } = await startProgram('caddy', ['run', '--config', join(home, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    attempts: 80,
    every: 125,
    ready: async () => {
      try {
        return (await get({ https, ca: ca() }, '/api/health')).status === 200;
      } catch {
        return false; // Not ready yet: no authority written, no certificate, or nothing listening.
      }
    },
    failure: 'Caddy did not answer over HTTPS',
  });
  return { https, http, ca: ca(), stop };
}

/** A GET to Caddy over HTTPS as a visitor at 127.0.0.2, trusting only Caddy's authority. */
function get(caddy: Pick<Caddy, 'https' | 'ca'>, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: caddy.https,
        servername: 'localhost',
        path,
        ca: caddy.ca,
        localAddress: VISITOR,
        headers: { host: `localhost:${caddy.https}`, ...headers },
      },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** The client address the server's log gives for the request of `path`, once the line is written. */
async function loggedClient(server: ServerProcess, path: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const line = server
      .output()
      .split('\n')
      .flatMap((text) => {
        try {
          return [JSON.parse(text) as { msg?: string; req?: { url?: string; remoteAddress?: string } }];
        } catch {
          return []; // not a log line, or one still being written
        }
      })
      .find((entry) => entry.msg === 'request completed' && entry.req?.url === path);
    if (line) return line.req!.remoteAddress!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line for ${path}:\n${server.output().slice(-2000)}`);
}

describe.skipIf(caddyMissing)('the server behind Caddy over HTTPS', () => {
  let server: ServerProcess;
  let caddy: Caddy;
  let env: Record<string, string>;

  beforeAll(async () => {
    compileServer();
    const place = await freshPlace('behind-caddy');
    env = {
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl ?? '',
      DURABILITY: 'relaxed',
      JWT_SECRET: 'caddy-test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'info',
      WEB_DIST: join(work, 'no-web'),
    };
    server = await startServer({ ...env, TRUST_PROXY: environmentFile('portal.env').TRUST_PROXY! }, { compiled: true });
    cleanups.push(() => server.stop());
    caddy = await startCaddy(Number(new URL(server.base).port));
    cleanups.push(() => caddy.stop());
  }, 60_000);

  it('answers over HTTPS with HSTS from Caddy and the server’s own security headers', async () => {
    const answer = await get(caddy, '/api/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.database).toBeTruthy();
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      plainRequest({ host: '127.0.0.1', port: caddy.http, path: '/api/health', headers: { host: 'localhost' } }, (r) =>
        resolve({ status: r.statusCode!, headers: r.headers, body: '' }),
      )
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/api\/health$/);
  });

  it('counts the visitor’s address, not Caddy’s, even when the visitor sends a forged X-Forwarded-For', async () => {
    await get(caddy, '/api/health?visit=plain');
    expect(await loggedClient(server, '/api/health?visit=plain')).toBe(VISITOR);
    await get(caddy, '/api/health?visit=forged', { 'x-forwarded-for': '203.0.113.9' });
    expect(await loggedClient(server, '/api/health?visit=forged')).toBe(VISITOR);
  });

  it('counts Caddy’s address without TRUST_PROXY', async () => {
    // The same data, the server started again without TRUST_PROXY, behind a Caddy of its own.
    await server.stop();
    server = await startServer(env, { compiled: true });
    const front = await startCaddy(Number(new URL(server.base).port));
    try {
      await get(front, '/api/health?visit=untrusted');
      expect(await loggedClient(server, '/api/health?visit=untrusted')).toBe('127.0.0.1');
    } finally {
      await front.stop();
    }
  }, 60_000);
});

afterAll(() => {
  if (caddyMissing) console.warn(caddyMissing);
});
