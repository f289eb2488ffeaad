import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/lib/mailer.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { signUpBody } from './helpers.ts';

/** Undoes quoted-printable soft line breaks and escapes (the mail's text and HTML parts). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

type Received = { from: string; to: string[]; raw: string };

let t: TestApp;
let server: SMTPServer;
let port = 0;
let failing = false;
const received: Received[] = [];
const quietLog = {
  error: () => undefined,
  info: () => undefined,
  warn: () => undefined,
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failing) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await createTestApp({
    env: { SMTP_URL: smtpUrl },
    mailer: createMailer({ smtpUrl, from: 'portal@example.org', dataDir: '/nonexistent', log: quietLog }),
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over a real SMTP server', () => {
  it('answers 502 and keeps nothing when sending fails, so the same username can be retried', async () => {
    failing = true;
    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpBody('smtp') });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('MAIL_FAILED');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forget',
      payload: { email: 'adasmtp@example.org' },
    });
    expect(forgot.statusCode).toBe(200); // unknown address: nothing to send, nothing revealed
    failing = false;
  });

  it('delivers the verification mail; its link verifies the account through the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody('smtp'),
      headers: { 'accept-language': 'it' },
    });
    expect(res.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['adasmtp@example.org']);
    const raw = received[0]!.raw;
    expect(raw).toMatch(/^Subject: Conferma il tuo indirizzo e-mail$/m);
    expect(raw).toMatch(/^From: portal@example.org$/m);
    expect(raw).toContain('multipart/alternative');
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain('<a href="http://portal.test/auth/verify?token=');
    const link = body.match(/http:\/\/portal\.test\/auth\/verify\?token=[A-Za-z0-9_%-]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe('http://portal.test/auth/verify');
    const token = url.searchParams.get('token')!;

    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: 'adasmtp', password: 'analytical engine 1843' },
    });
    expect(before.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/verify/${token}` })).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: 'adasmtp', password: 'analytical engine 1843' },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.user.locale).toBe('it');
  });
});
