import type { AddressInfo } from 'node:net';
import { programmeDateTime } from '@portal/shared/programme-time';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { acceptances, mailOutbox } from '../../src/db/schema/index.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { runsFixtures } from '../review/runs-fixtures.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app.ts';

/** Undoes quoted-printable soft line breaks and escapes (the mail's text and HTML parts). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

type Received = { to: string[]; raw: string };
const received: Received[] = [];
const quietLog = { error: () => {}, info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

/** A real mail server on a fixed port, which the test stops and starts again. */
function relay(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

let database: Database | undefined;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

it('keeps a decision’s mail through a mail server outage and a restart, and sends it once the server is back', async () => {
  const first = await relay(0);
  const port = (first.server.address() as AddressInfo).port;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  database = await openTestDatabase();
  const server = (env: Record<string, string> = {}) =>
    createTestApp({
      database,
      env: { SMTP_URL: smtpUrl, ...env },
      mailer: createMailer({ smtpUrl, from: 'portal@example.org', dataDir: '/nonexistent', log: quietLog }),
      mailRetry: { delaysMs: [50], giveUpAfterMs: 3600_000 },
    });

  const before = await server();
  apps.push(before);
  const fixtures = runsFixtures(before);
  const admin = await before.createUser({ role: 'ADMIN' });
  const session = await fixtures.session('OPEN');
  const holder = await fixtures.applicant(session.id, { locale: 'fr' });
  await before.injectAs(admin, {
    method: 'PATCH',
    url: `/api/applications/${holder.id}/approbation`,
    payload: { status: 'APPROVED' },
  });

  // The mail server goes down; the committee publishes the decisions.
  await stop(first);
  const closed = await before.injectAs(admin, { method: 'PUT', url: `/api/sessions/${session.id}/status/CLOSED` });
  expect(closed.statusCode).toBe(200);
  const waiting = async () =>
    (await database!.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, holder.user.email)))[0];
  while (((await waiting())?.attempts ?? 0) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await waiting()).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });

  // The server restarts (a new process on the same database); its start delivers what waits, and retries.
  await before.close();
  apps.pop();
  const after = await server({ JOBS_EVERY_MINUTES: '60' });
  apps.push(after);
  const back = await relay(port);
  try {
    await after.app.outbox.idle();
  } finally {
    await stop(back);
  }

  expect(received.map((mail) => mail.to)).toEqual([[holder.user.email]]);
  const [place] = await database.db.select().from(acceptances).where(eq(acceptances.applicationId, holder.id));
  const text = received[0]!.raw;
  expect(text).toContain('Félicitations : le comité a approuvé votre candidature');
  expect(text).toContain(programmeDateTime('fr', place!.deadline));
  expect(text).toContain('http://portal.test/dashboard');
  expect((await waiting())!.sentAt).toBeInstanceOf(Date);
});
