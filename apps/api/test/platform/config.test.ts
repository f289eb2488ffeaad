import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { redactSecrets } from '../../src/lib/request-log.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-config-'));

describe('configuration', () => {
  it('has working defaults and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(config.jwtSecret.length).toBeGreaterThan(40);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(config.maxUploadBytes).toBe(5 * 1024 * 1024);
    // Far beyond a whole application (about ten documents, some of several photos): decision 405.
    expect(config).toMatchObject({
      uploadsPerHour: 60,
      uploadBytesPerHour: 150 * 1024 * 1024,
      maxApplicationBytes: 100 * 1024 * 1024,
    });
  });

  it('refuses upload limits that would refuse the largest single file', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAX_APPLICATION_MB: '4' })).toThrow(
      /MAX_APPLICATION_MB=4: must be at least MAX_UPLOAD_MB \(5\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), UPLOAD_MB_PER_HOUR: '2', MAX_UPLOAD_MB: '3' })).toThrow(
      /UPLOAD_MB_PER_HOUR=2: must be at least MAX_UPLOAD_MB \(3\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), UPLOADS_PER_HOUR: '0' })).toThrow(/UPLOADS_PER_HOUR="0"/);
  });

  it('keeps applications 5 years and payments 10 by default, and refuses years that do not hold together', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).retention).toEqual({ years: 5, paymentYears: 10 });
    expect(loadConfig({ DATA_DIR: dataDir(), RETENTION_YEARS: '3', PAYMENT_RETENTION_YEARS: '3' }).retention).toEqual({
      years: 3,
      paymentYears: 3,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RETENTION_YEARS: '2.5' })).toThrow(
      /RETENTION_YEARS="2.5": must be a whole number of years/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), RETENTION_YEARS: '0' })).toThrow(/RETENTION_YEARS="0"/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_RETENTION_YEARS: 'ten' })).toThrow(
      /PAYMENT_RETENTION_YEARS="ten"/,
    );
    // Payments are kept for the accounts at least as long as the rest of an application.
    expect(() => loadConfig({ DATA_DIR: dataDir(), RETENTION_YEARS: '6', PAYMENT_RETENTION_YEARS: '4' })).toThrow(
      /PAYMENT_RETENTION_YEARS=4: must be at least RETENTION_YEARS \(6\)/,
    );
  });

  it('names a wrong value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL="mysql:\/\/x": must start with postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET="short": must be at least 32/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.org' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('keeps secrets in links out of the logs', () => {
    expect(redactSecrets('/api/auth/verify/abc123?x=1')).toBe('/api/auth/verify/***?x=1');
    expect(redactSecrets('/auth/reset-password?token=secret&a=b')).toBe('/auth/reset-password?token=***&a=b');
    expect(redactSecrets('/api/files/documents/a.pdf?expires=1&signature=Ab-_9&download=1')).toBe(
      '/api/files/documents/a.pdf?expires=1&signature=***&download=1',
    );
    // Inside a JSON line, the value ends at its closing quote.
    expect(redactSecrets('{"url":"/x?signature=Ab-_9","msg":"GET /api/auth/verify/abc failed"}')).toBe(
      '{"url":"/x?signature=***","msg":"GET /api/auth/verify/*** failed"}',
    );
  });
});
