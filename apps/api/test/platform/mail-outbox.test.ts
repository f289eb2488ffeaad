import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { createMailOutbox, type MailRetry } from '../../src/lib/mail-outbox.ts';
import type { Mail, Mailer } from '../../src/lib/mailer.ts';
import { openTestDatabase } from '../test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const fast: MailRetry = { delaysMs: [10, 20], giveUpAfterMs: 60_000 };
const mail = (n: number): Mail => ({
  to: `person${n}@example.org`,
  subject: `Mail ${n}`,
  text: `Your link: http://portal.test/auth/verify?token=secret${n}`,
  html: `<a href="http://portal.test/auth/verify?token=secret${n}">link</a>`,
});
const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

/** A mailer that keeps what it was handed; `fail` decides, mail by mail, whether the mail server refuses it. */
function recordingMailer(fail: (mail: Mail) => boolean = () => false): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(mail) {
      if (fail(mail)) throw new Error('451 mailbox busy, try later');
      sent.push(mail);
    },
  };
}

describe('the mail outbox', () => {
  it('holds a mail exactly when the transaction that wrote it committed', async () => {
    const mailer = recordingMailer();
    const outbox = createMailOutbox({ database, mailer, log: quiet, retry: fast });
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.enqueue(tx, mail(1));
        throw new Error('the decision could not be saved');
      }),
    ).rejects.toThrow('the decision could not be saved');
    await database.db.transaction((tx) => outbox.enqueue(tx, [mail(2), mail(3)]));

    expect((await rows()).map((row) => row.recipient)).toEqual(['person2@example.org', 'person3@example.org']);
    expect(await rows()).toMatchObject([{ attempts: 0, sentAt: null, attachments: [] }, { attempts: 0 }]);
    expect(await outbox.deliver()).toEqual({ sent: 2, failed: 0 });
    expect(mailer.sent.map((sent) => sent.subject)).toEqual(['Mail 2', 'Mail 3']);
    expect(mailer.sent[0]).toEqual(mail(2));
  });

  it('marks a mail sent once the mail server took it, and keeps no single-use link after', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handed: Mail[] = [];
    const mailer: Mailer = {
      kind: 'smtp',
      async send(sent) {
        handed.push(sent);
        await held;
      },
    };
    const outbox = createMailOutbox({ database, mailer, log: quiet, retry: fast });
    await outbox.enqueue(database.db, {
      ...mail(1),
      attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    const delivery = outbox.deliver();
    while (handed.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // While the mail server holds it: not sent, and no other delivery takes it.
    const [sending] = await rows();
    expect(sending).toMatchObject({ sentAt: null, attempts: 1 });
    expect(sending!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(handed[0]!.attachments).toEqual([
      { filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
    ]);
    const other = createMailOutbox({ database, mailer: recordingMailer(), log: quiet, retry: fast });
    expect(await other.deliver()).toEqual({ sent: 0, failed: 0 });

    release();
    expect(await delivery).toEqual({ sent: 1, failed: 0 });
    const [sent] = await rows();
    expect(sent).toMatchObject({
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      text: '',
      html: '',
      attachments: [],
    });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ recipient: 'person1@example.org', subject: 'Mail 1' });
  });

  it('tries a refused mail again later, keeping the attempts and the last error, until the server takes it', async () => {
    let refusals = 2;
    const mailer = recordingMailer(() => refusals-- > 0);
    const outbox = createMailOutbox({
      database,
      mailer,
      log: quiet,
      retry: { delaysMs: [200, 400], giveUpAfterMs: 60_000 },
    });
    await outbox.enqueue(database.db, mail(1));
    expect(await outbox.deliver()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, lastError: '451 mailbox busy, try later' });
    expect(waiting!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 100);
    // Not due yet: a delivery now leaves it waiting.
    expect(await outbox.deliver()).toEqual({ sent: 0, failed: 0 });

    await outbox.idle();
    expect(mailer.sent.map((sent) => sent.to)).toEqual(['person1@example.org']);
    expect(await rows()).toMatchObject([{ attempts: 3, lastError: null, nextAttemptAt: null }]);
  });

  it('gives a mail up once it is older than the retry period, and says so in the log', async () => {
    const errors: unknown[] = [];
    const log = { ...quiet, error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const outbox = createMailOutbox({
      database,
      mailer: recordingMailer(() => true),
      log,
      retry: { delaysMs: [10], giveUpAfterMs: 1_000 },
    });
    await outbox.enqueue(database.db, mail(1));
    await database.db.update(mailOutbox).set({ created: sql`now() - interval '1 hour'` });
    expect(await outbox.deliver()).toEqual({ sent: 0, failed: 1 });
    expect(await rows()).toMatchObject([{ attempts: 1, sentAt: null, nextAttemptAt: null }]);
    expect(JSON.stringify(errors)).toContain('given up');
    await outbox.idle();
  });

  it('lets a mail leave only once what its transaction wrote is on disk', async () => {
    const order: string[] = [];
    const durability = { ...database.durability, flushed: async () => void order.push('flushed') };
    const mailer: Mailer = { kind: 'outbox', send: async () => void order.push('sent') };
    const outbox = createMailOutbox({ database: { db: database.db, durability }, mailer, log: quiet, retry: fast });
    await outbox.enqueue(database.db, mail(1));
    await outbox.deliver();
    expect(order).toEqual(['flushed', 'sent']);
  });

  it('sends each mail once when several servers deliver at the same time', async () => {
    const count = 40;
    await database.db.transaction((tx) =>
      createMailOutbox({ database, mailer: recordingMailer(), log: quiet }).enqueue(
        tx,
        Array.from({ length: count }, (_, n) => mail(n)),
      ),
    );
    const slow = (): Mailer & { sent: Mail[] } => {
      const sent: Mail[] = [];
      return {
        kind: 'smtp',
        sent,
        send: async (sentMail) => {
          await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 5));
          sent.push(sentMail);
        },
      };
    };
    // Three servers on one database: on PostgreSQL their claims run on separate connections, at the same moment.
    const servers = [slow(), slow(), slow()];
    const runs = await Promise.all(
      servers.map((mailer) => createMailOutbox({ database, mailer, log: quiet, retry: fast }).deliver()),
    );
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(count);
    const subjects = servers.flatMap((server) => server.sent.map((sent) => sent.subject));
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.attempts, 1))).toHaveLength(count);
  });
});
