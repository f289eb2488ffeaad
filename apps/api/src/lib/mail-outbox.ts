import { and, asc, inArray, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn, Database, Tx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mail, Mailer } from './mailer.ts';

/** The waits after each failed attempt to send one mail (the last repeats), and how long a mail is tried at all. */
export type MailRetry = { delaysMs: number[]; giveUpAfterMs: number };
const minute = 60_000;
/** A mail server down for hours loses nothing: tried after half a minute, then ever later, then hourly for a week. */
export const defaultMailRetry: MailRetry = {
  delaysMs: [0.5 * minute, 2 * minute, 10 * minute, 30 * minute, 60 * minute],
  giveUpAfterMs: 7 * 24 * 60 * minute,
};
/** How long a server's claim on a mail lasts: past it (that server stopped while sending), another sends it. */
const claimMs = 10 * minute;
/** Mails claimed, and sent side by side, at a time. */
const batchSize = 10;
/** A sent mail's row (recipient, subject, times) is kept this long, then deleted, by a delivery at most hourly. */
const keepSentMs = 30 * 24 * 60 * minute;
const pruneEveryMs = 60 * minute;
/** The longest the retry timer waits before looking again (a claim of another server may end earlier). */
const longestWaitMs = 60 * minute;

export type DeliveryRun = { sent: number; failed: number };
type Row = typeof mailOutbox.$inferSelect;

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** The outbox's queries: a mail is claimed by one server at a time, and marked sent only once the mail server took it. */
const outbox = {
  async insert(conn: Conn, mails: Mail[]): Promise<void> {
    if (mails.length === 0) return;
    await conn
      .insert(mailOutbox)
      .values(mails.map(({ to, attachments = [], ...mail }) => ({ ...mail, recipient: to, attachments })));
  },

  /**
   * Claims the mails due now: each one's next attempt moves past the claim, so no other server takes it meanwhile.
   * Rows another server is claiming at this moment are skipped, not waited for.
   */
  claim(conn: Conn): Promise<Row[]> {
    const due = conn
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, sql`now()`))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return conn
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: inMs(claimMs) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  },

  /** The mail server took it: no attempt more, and its body (a single-use link perhaps) is not kept. */
  async sent(conn: Conn, id: number): Promise<void> {
    await conn
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, nextAttemptAt: null, lastError: null, text: '', html: '', attachments: [] })
      .where(sql`${mailOutbox.id} = ${id}`);
  },

  /** Keeps the error and sets the next attempt, or none once the mail is older than `giveUpAfterMs`; true if given up. */
  async failed(conn: Conn, row: Row, error: string, delayMs: number, giveUpAfterMs: number): Promise<boolean> {
    const givenUp = row.created.getTime() + giveUpAfterMs <= Date.now();
    await conn
      .update(mailOutbox)
      .set({ lastError: error, nextAttemptAt: givenUp ? null : inMs(delayMs) })
      .where(sql`${mailOutbox.id} = ${row.id}`);
    return givenUp;
  },

  /** When the next mail still to send is due, if any. */
  async nextAttempt(conn: Conn): Promise<Date | null> {
    const [row] = await conn
      .select({ at: min(mailOutbox.nextAttemptAt) })
      .from(mailOutbox)
      .where(isNotNull(mailOutbox.nextAttemptAt));
    return row?.at ?? null;
  },

  async pruneSent(conn: Conn): Promise<void> {
    await conn
      .delete(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.nextAttemptAt),
          lte(mailOutbox.sentAt, sql`now() - ${keepSentMs} * interval '1 millisecond'`),
        ),
      );
  },
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Mails that never get lost. A service writes its mails with `enqueue` in the transaction that causes them (a
 * rolled-back transaction leaves none), and calls `deliver` once it has committed; the periodic jobs deliver too, at
 * start and every few minutes. A delivery claims the due mails, waits until what they tell is on disk, sends them,
 * and marks each sent only once the mail server (or the .eml file of the outbox directory) took it; a failure is
 * tried again later (`MailRetry`), by a timer of this process or by any server's jobs. Servers sharing one
 * PostgreSQL never send a mail twice: each claims its own.
 */
export function createMailOutbox(options: {
  database: Pick<Database, 'db' | 'durability'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retry?: MailRetry;
}) {
  const { database, mailer, log } = options;
  const { db } = database;
  const retry = options.retry ?? defaultMailRetry;
  const afterAnswers = new Set<Promise<void>>();
  let running: Promise<DeliveryRun> | undefined;
  let again = false;
  let closed = false;
  let timer: { handle: NodeJS.Timeout; fired: Promise<void> } | undefined;
  let prunedAt = 0;

  async function send(row: Row): Promise<boolean> {
    try {
      const { recipient: to, subject, text, html, attachments } = row;
      await mailer.send({ to, subject, text, html, ...(attachments.length ? { attachments } : {}) });
    } catch (error) {
      const delay = retry.delaysMs[Math.min(row.attempts, retry.delaysMs.length) - 1] ?? 0;
      const givenUp = await outbox.failed(db, row, errorText(error), delay, retry.giveUpAfterMs);
      const context = { err: error, mail: row.id, attempts: row.attempts };
      if (givenUp) log.error(context, 'mail not sent; given up');
      else log.warn(context, 'mail not sent; tried again later');
      return false;
    }
    await outbox.sent(db, row.id);
    return true;
  }

  /** Looks again when the next mail is due (a retry, or a claim another server may have left). */
  async function scheduleNext(): Promise<void> {
    const next = await outbox.nextAttempt(db);
    if (closed || !next) return;
    if (timer) clearTimeout(timer.handle);
    let fire = () => {};
    const fired = new Promise<void>((resolve) => {
      fire = resolve;
    });
    const wait = Math.min(Math.max(0, next.getTime() - Date.now()), longestWaitMs);
    const handle = setTimeout(() => {
      timer = undefined;
      void deliver();
      fire();
    }, wait);
    handle.unref();
    timer = { handle, fired };
  }

  async function deliverDue(): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, failed: 0 };
    for (let claimed = await outbox.claim(db); claimed.length > 0 && !closed; claimed = await outbox.claim(db)) {
      // A mail names rows its transaction wrote: they reach the disk before it leaves.
      await database.durability.flushed();
      for (const ok of await Promise.all(claimed.map(send))) run[ok ? 'sent' : 'failed'] += 1;
    }
    if (Date.now() - prunedAt > pruneEveryMs) {
      prunedAt = Date.now();
      await outbox.pruneSent(db);
    }
    await scheduleNext();
    return run;
  }

  /** Delivers what is due now; a call while a delivery runs makes it look once more when done. Never rejects. */
  function deliver(): Promise<DeliveryRun> {
    if (closed) return Promise.resolve({ sent: 0, failed: 0 });
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: DeliveryRun = { sent: 0, failed: 0 };
      do {
        again = false;
        const run = await deliverDue();
        total.sent += run.sent;
        total.failed += run.failed;
      } while (again && !closed);
      return total;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail delivery failed');
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Writes mails to the outbox in the caller's transaction; call `deliver` once it has committed. */
    enqueue: (conn: Conn, mails: Mail | Mail[]) => outbox.insert(conn, Array.isArray(mails) ? mails : [mails]),
    deliver,

    /**
     * Work that must not shape the answer (forgot-password, resend-verification answer at once, the same way for a
     * known and an unknown address): `work` runs after the current request, in a transaction of its own, and the
     * mails it answers are written to the outbox in it, then delivered.
     */
    afterAnswer(name: string, work: (tx: Tx) => Promise<Mail[]>): void {
      const task = (async () => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const written = await db.transaction(async (tx) => {
          const mails = await work(tx);
          await outbox.insert(tx, mails);
          return mails.length;
        });
        if (written > 0) void deliver();
      })()
        .catch((error: unknown) => log.error({ err: error, job: name }, 'mail job failed'))
        .finally(() => afterAnswers.delete(task));
      afterAnswers.add(task);
    },

    /** Resolves once nothing is under way: no work after an answer, no delivery, no retry waiting (tests). */
    async idle(): Promise<void> {
      for (;;) {
        if (afterAnswers.size) await Promise.all(afterAnswers);
        else if (running) await running;
        else if (timer) await timer.fired;
        else return;
      }
    },

    /** Stops the retries and waits for what is under way, at most `timeoutMs`; what is left waits in the outbox. */
    async close(timeoutMs = 5_000): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer.handle);
      timer = undefined;
      const wait = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([Promise.all([...afterAnswers, running]), wait]);
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
