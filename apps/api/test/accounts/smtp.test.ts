import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
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
    mailRetry: { delaysMs: [20], giveUpAfterMs: 60_000 },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over a real SMTP server', () => {
  it('answers a sign-up at once while the mail server refuses, and delivers its mail once the server takes it', async () => {
    failing = true;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpBody('wait') });
    expect(res.statusCode).toBe(201);
    const waiting = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'adawait@example.org')))[0]!;
    while ((await waiting()).attempts < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await waiting()).toMatchObject({ sentAt: null, lastError: expect.stringContaining('mailbox unavailable') });
    expect(received).toEqual([]);

    failing = false;
    await t.app.outbox.idle();
    expect(received.map((mail) => mail.to)).toEqual([['adawait@example.org']]);
    expect((await waiting()).sentAt).toBeInstanceOf(Date);
    received.length = 0;
  });

  it('delivers the verification mail; its link verifies the account through the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody('smtp'),
      headers: { 'accept-language': 'it' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.outbox.idle();
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
