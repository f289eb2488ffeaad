import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/lib/mailer.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-mailer-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the outbox (no SMTP_URL)', () => {
  it('writes each mail for its owner only and logs where, never the link or its token', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args), error: (...args: unknown[]) => lines.push(args) };
    const mailer = createMailer({
      from: 'Portal <no-reply@portal.test>',
      dataDir,
      log: log as unknown as FastifyBaseLogger,
    });
    const link = 'http://portal.test/auth/reset-password?token=secret-token-value';
    await mailer.send({
      to: 'ada@example.org',
      subject: 'Reset',
      text: `Open ${link}`,
      html: `<a href="${link}">x</a>`,
    });

    const outbox = join(dataDir, 'outbox');
    const [name] = readdirSync(outbox);
    expect(readFileSync(join(outbox, name!), 'utf8')).toContain('secret-token-value');
    expect(statSync(join(outbox, name!)).mode & 0o777).toBe(0o600);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    expect(JSON.stringify(lines)).toContain(name);
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('fails the send with the disk’s own error when the file cannot be written (the outbox tries again)', async () => {
    const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const failing = (code: string) =>
      createMailer({
        from: 'Portal <no-reply@portal.test>',
        dataDir,
        log,
        fs: {
          mkdir: async () => undefined,
          writeFile: async () => {
            throw Object.assign(new Error(`${code}: cannot write`), { code });
          },
        },
      });
    const mail = { to: 'ada@example.org', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await expect(failing('ENOSPC').send(mail)).rejects.toMatchObject({ code: 'ENOSPC' });
    await expect(failing('EACCES').send(mail)).rejects.toMatchObject({ code: 'EACCES' });
  });
});
