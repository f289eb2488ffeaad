import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig, type S3FilesLocation } from '../../src/config.ts';
import { createS3Storage, FileStoreUnavailable } from '../../src/lib/s3-storage.ts';
import { multipart, pngWithExif } from '../documents/helpers.ts';
import { createTestApp } from '../test-app.ts';
import { serverScript } from './server-process.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-files-'));
const keys = { AWS_ACCESS_KEY_ID: 'an-access-key-id', AWS_SECRET_ACCESS_KEY: 'a-secret-access-key' };
const filesOf = (FILES_URL: string, env: Record<string, string> = keys) =>
  loadConfig({ DATA_DIR: dataDir(), FILES_URL, ...env }).files;

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('FILES_URL', () => {
  it('is the disk when absent, and a bucket of an S3-compatible store in its documented form', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).files).toEqual({ kind: 'disk' });
    expect(loadConfig({ DATA_DIR: dataDir(), FILES_URL: ' ' }).files).toEqual({ kind: 'disk' });
    expect(filesOf('s3://portal-files?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true')).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'an-access-key-id', secretAccessKey: 'a-secret-access-key' },
    });
    // Amazon S3 itself: no endpoint, its usual region, virtual-hosted addresses.
    expect(filesOf('s3://portal.files')).toMatchObject({
      bucket: 'portal.files',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('stops the start with a message naming FILES_URL, never repeating its value nor a credential', () => {
    const wrong: [string, RegExp][] = [
      ['http://127.0.0.1:9000/portal', /must start with s3:\/\//],
      ['portal-files', /must be s3:\/\/BUCKET\?endpoint=URL&region=REGION&forcePathStyle=true/],
      ['s3://Portal_Files', /must name a bucket/],
      ['s3://portal-files/documents', /must name a bucket .+ and nothing else/],
      ['s3://key:secret@portal-files?endpoint=http://127.0.0.1:9000', /must not hold credentials/],
      ['s3://portal-files?endpoint=127.0.0.1:9000', /endpoint must be the address of the store/],
      ['s3://portal-files?endpoint=http://user:pw@store.example', /endpoint must be the address of the store/],
      ['s3://portal-files?forcePathStyle=yes', /forcePathStyle must be true or false/],
      ['s3://portal-files?region=Europe West', /region must be a region name/],
      ['s3://portal-files?bucket=other', /bucket is not one of its settings/],
    ];
    for (const [value, reason] of wrong) {
      let error: unknown;
      try {
        filesOf(value);
      } catch (caught) {
        error = caught;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message, value).toMatch(/^Invalid configuration:\n {2}FILES_URL: [^\n]+$/);
      expect(message, value).toMatch(reason);
      expect(message, value).not.toContain('127.0.0.1');
      expect(message, value).not.toContain('secret');
    }
    for (const missing of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const)
      expect(() => filesOf('s3://portal-files', { ...keys, [missing]: '' })).toThrow(
        new ConfigError(`Invalid configuration:\n  ${missing}: must be set when FILES_URL names a bucket`),
      );
  });
});

describe('a bucket that cannot be reached', () => {
  it('stops the start saying so, and refuses a write as a full disk is refused, without the address', async () => {
    const port = await closedPort();
    const location = filesOf(`s3://portal-files?endpoint=http://127.0.0.1:${port}&forcePathStyle=true`);
    const storage = createS3Storage(location as S3FilesLocation);
    try {
      const check = await storage.check().catch((error: unknown) => error);
      expect(check).toBeInstanceOf(FileStoreUnavailable);
      expect((check as Error).message).toBe(
        'FILES_URL: the bucket portal-files cannot be reached (ECONNREFUSED): is the store running, and its endpoint right?',
      );
      const put = await storage.put('documents/a.pdf', Buffer.from('%PDF')).catch((error: unknown) => error);
      expect(put).toMatchObject({ code: 'EFILESTORE_WRITE' });
      expect((put as Error).message).toBe('the bucket portal-files could not store a file: ECONNREFUSED');
      expect(await storage.find('documents/a.pdf').catch((error: unknown) => (error as Error).message)).toBe(
        'the bucket portal-files could not find a file: ECONNREFUSED',
      );
    } finally {
      storage.close();
    }
  });
});

describe('the server started on a bucket it cannot use', () => {
  it('stops with one line naming FILES_URL: exit 2 for a malformed one, 1 for a bucket it cannot reach', async () => {
    const port = await closedPort();
    const start = (FILES_URL: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', serverScript], {
        env: {
          ...process.env,
          ...keys,
          DATA_DIR: dataDir(),
          FILES_URL,
          JWT_SECRET: 'file-storage-secret-long-enough-for-hs256',
          PORT: '0',
          LOG_LEVEL: 'warn',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const malformed = start(`s3://portal-files?endpoint=127.0.0.1:${port}`);
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toBe(
      'Invalid configuration:\n  FILES_URL: endpoint must be the address of the store, http(s)://HOST[:PORT], without a path or credentials\n',
    );
    const unreachable = start(`s3://portal-files?endpoint=http://127.0.0.1:${port}&forcePathStyle=true`);
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toBe(
      'FILES_URL: the bucket portal-files cannot be reached (ECONNREFUSED): is the store running, and its endpoint right?\n',
    );
    expect(unreachable.stdout).not.toContain(String(port));
  }, 90_000);
});

describe.runIf(inject('testFiles') === 's3')('a bucket of moto_server', () => {
  it('that does not exist stops the start saying so', async () => {
    const env = { ...keys, FILES_URL: `s3://never-made?endpoint=${inject('s3Endpoint')}&forcePathStyle=true` };
    const storage = createS3Storage(filesOf(env.FILES_URL) as S3FilesLocation);
    try {
      await expect(storage.check()).rejects.toThrow('FILES_URL: the bucket never-made does not exist: create it first');
    } finally {
      storage.close();
    }
  });

  it('that refuses a write answers 507 in the reader’s language, keeps no row, and logs neither address nor key', async () => {
    const t = await createTestApp({ captureLog: true });
    try {
      const student = await t.createUser();
      const location = t.config.files as S3FilesLocation;
      // The bucket goes while the server runs (it holds nothing yet).
      expect((await fetch(`${location.endpoint}/${location.bucket}`, { method: 'DELETE' })).status).toBe(204);
      const body = multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', content: await pngWithExif() }]);
      const response = await t.injectAs(student, {
        method: 'PATCH',
        url: '/api/users/avatar',
        ...body,
        headers: { ...body.headers, 'accept-language': 'fr' },
      });
      expect(response.statusCode, response.body).toBe(507);
      expect(response.json().code).toBe('INSUFFICIENT_STORAGE');
      expect(response.body).toMatch(/^\{.*Le serveur ne peut rien enregistrer/);
      expect((await t.injectAs(student, { method: 'GET', url: '/api/users/me' })).json().data.avatar).toBeNull();
      const log = t.log.join('\n');
      expect(log).toContain('the bucket');
      for (const secret of [location.endpoint!, location.credentials.accessKeyId, location.credentials.secretAccessKey])
        expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
