import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpBody } from '../accounts/helpers.ts';
import { documentsFixtures, multipart, pdf } from '../documents/helpers.ts';
import { createBucket, startMotoServer } from '../moto-server.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  compileServer,
  freePort,
  type Program,
  type ServerProcess,
  startProgram,
  startServer,
} from './server-process.ts';

/**
 * Two compiled servers (as `npm start` runs them) on one PostgreSQL database and one bucket of an S3-compatible store
 * (moto_server), behind HAProxy from Debian on loopback, the servers trusting it for the client's address
 * (TRUST_PROXY): a person signs in through the balancer, sends a document through server A and reads it, with its
 * signed link, through server B; the limits count the requests of both; signing out everywhere on one ends the
 * sign-in on both. PostgreSQL only: the embedded database belongs to one process.
 */
const secret = 'balanced-servers-secret-that-is-long-enough-for-hs256';
const bucket = 'portal-balanced';

describe.runIf(inject('testDb') === 'postgres')('two compiled servers behind HAProxy', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof documentsFixtures>>;
  let moto: { endpoint: string; stop: () => void } | undefined;
  let haproxy: Program | undefined;
  const servers: ServerProcess[] = [];
  const work = mkdtempSync(join(tmpdir(), 'portal-balanced-'));
  let front: string;

  /** A request through the balancer; `server` ('a' or 'b') sends it to that one, as a sticky session would. */
  async function call(
    path: string,
    options: {
      server?: 'a' | 'b';
      method?: string;
      token?: string;
      json?: object;
      body?: Buffer;
      headers?: object;
    } = {},
  ) {
    const response = await fetch(`${front}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        'accept-language': 'fr',
        ...(options.server ? { 'x-server': options.server } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.json ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.json ? JSON.stringify(options.json) : options.body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, servedBy: response.headers.get('x-served-by'), bytes };
  }
  const json = (answer: { bytes: Buffer }) => JSON.parse(answer.bytes.toString());

  beforeAll(async () => {
    compileServer();

    // The same JWT_SECRET as the servers': the people it makes are signed in on them too.
    t = await createTestApp({ env: { JWT_SECRET: secret } });
    f = await documentsFixtures(t);
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const databaseUrl = inject('postgresUrl').replace(/\/[^/]*$/, `/${result.rows[0]!.name}`);

    moto = await startMotoServer();
    const store = moto.endpoint;
    await createBucket(store, bucket);

    const frontPort = await freePort();
    front = `http://127.0.0.1:${frontPort}`;
    const env = (name: string) => ({
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(work, `server-${name}-`)),
      FILES_URL: `s3://${bucket}?endpoint=${store}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: 'balanced',
      AWS_SECRET_ACCESS_KEY: 'balanced-secret',
      JWT_SECRET: secret,
      PUBLIC_URL: front,
      WEB_DIST: join(work, 'no-web'),
      // HAProxy is the one hop in front: the client's address is the last of X-Forwarded-For.
      TRUST_PROXY: '1',
      SIGN_UPS_PER_HOUR: '3',
      UPLOADS_PER_HOUR: '3',
      JOBS_EVERY_MINUTES: '5',
      DURABILITY: 'relaxed',
    });
    // Started together: they migrate and seed one after the other.
    servers.push(
      ...(await Promise.all([startServer(env('a'), { compiled: true }), startServer(env('b'), { compiled: true })])),
    );
    const [a, b] = servers.map((server) => server.base.replace('http://', ''));
    const config = join(work, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 256',
        'defaults',
        '  mode http',
        '  timeout connect 5s',
        '  timeout client 30s',
        '  timeout server 30s',
        '  option forwardfor',
        'frontend portal',
        `  bind 127.0.0.1:${frontPort}`,
        '  default_backend servers',
        'backend servers',
        '  balance roundrobin',
        '  use-server a if { req.hdr(x-server) -m str a }',
        '  use-server b if { req.hdr(x-server) -m str b }',
        '  http-response set-header x-served-by %[srv_name]',
        `  server a ${a}`,
        `  server b ${b}`,
        '',
      ].join('\n'),
    );
    haproxy = await startProgram('haproxy', ['-db', '-f', config], {
      attempts: 120,
      ready: () =>
        fetch(`${front}/api/health`).then(
          (response) => response.status < 500,
          () => false,
        ),
      failure: 'haproxy did not start',
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([haproxy?.stop(), ...servers.map((server) => server.stop())]);
    moto?.stop();
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('balances between the two servers', async () => {
    const served = new Set<string | null>();
    for (let i = 0; i < 4; i += 1) served.add((await call('/api/health')).servedBy);
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('sends a document through one server and reads it, with its signed link, through the other', async () => {
    const { user, application } = await f.applicant();
    const signedIn = await call('/api/auth/sign-in', {
      method: 'POST',
      json: { login: user.username, password: user.password },
    });
    expect(signedIn.status, signedIn.bytes.toString()).toBe(200);
    const { token } = json(signedIn).data;

    const bytes = pdf('Acte de naissance, Dschang');
    const form = multipart([
      { name: 'typeId', value: String(f.types.birth.id) },
      { name: 'file', filename: 'acte.pdf', type: 'application/pdf', content: bytes },
    ]);
    const sent = await call('/api/documents', {
      server: 'a',
      method: 'POST',
      token,
      body: form.payload,
      headers: form.headers,
    });
    expect(sent.status, sent.bytes.toString()).toBe(201);
    expect(sent.servedBy).toBe('a');

    const listed = await call(`/api/documents/application/${application.id}`, { server: 'b', token });
    expect(listed.status, listed.bytes.toString()).toBe(200);
    expect(listed.servedBy).toBe('b');
    const [document] = json(listed).data;
    expect(document.id).toBe(json(sent).data.id);
    const file = await call(document.url, { server: 'b' });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    // The link A signed opens on B too.
    const linkFromA = await call(json(sent).data.url, { server: 'b' });
    expect(linkFromA.bytes.equals(bytes)).toBe(true);

    // Signed out everywhere on B: refused on both.
    expect((await call('/api/users/me', { server: 'a', token })).status).toBe(200);
    expect((await call('/api/auth/sign-out', { server: 'b', method: 'POST', token })).status).toBe(200);
    for (const server of ['a', 'b'] as const) {
      const refused = await call('/api/users/me', { server, token });
      expect(refused.status).toBe(401);
      expect(json(refused).code).toBe('TOKEN_EXPIRED');
    }
  });

  it("counts the limits of both servers together, by the client's address the balancer tells", async () => {
    // Failed sign-ins, alternating between the servers; the client's own X-Forwarded-For changes nothing.
    const person = await t.createUser();
    const signIn = (server: 'a' | 'b', password: string, forged: string) =>
      call('/api/auth/sign-in', {
        server,
        method: 'POST',
        json: { login: person.username, password },
        headers: { 'x-forwarded-for': forged },
      });
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(i % 2 ? 'a' : 'b', 'wrong one', `192.0.2.${i}`)).status).toBe(401);
    for (const server of ['a', 'b'] as const) {
      const limited = await signIn(server, person.password, '192.0.2.99');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(json(limited).message).toMatch(/^Trop de tentatives ; réessayez dans \d+ secondes$/);
    }

    // Sign-ups from one address: three an hour here, whichever server takes them.
    const signUp = (server: 'a' | 'b', i: number) =>
      call('/api/auth/sign-up', { server, method: 'POST', json: signUpBody(`balanced${i}`) });
    for (const [i, server] of (['a', 'b', 'a'] as const).entries()) expect((await signUp(server, i)).status).toBe(201);
    const refused = await signUp('b', 3);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();

    // Files a person sends: three an hour here, two through A and one through B, then the fourth is refused on B.
    const { user } = await f.applicant();
    const send = (server: 'a' | 'b', i: number) => {
      const form = multipart([
        { name: 'typeId', value: String(f.types.optional.id) },
        { name: 'file', filename: `piece-${i}.pdf`, type: 'application/pdf', content: pdf(`piece ${i}`) },
      ]);
      return call('/api/documents', {
        server,
        method: 'POST',
        token: user.token,
        body: form.payload,
        headers: form.headers,
      });
    };
    for (const [i, server] of (['a', 'b', 'a'] as const).entries()) expect((await send(server, i)).status).toBe(201);
    const tooMany = await send('b', 3);
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(json(tooMany).message).toMatch(/^Vous avez envoyé un très grand nombre de fichiers dans l’heure/);
  });
});
