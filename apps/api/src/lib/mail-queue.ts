import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from './mailer.ts';

/** Waits between attempts to send one mail: a mail server that is down for a few minutes loses nothing. */
export const defaultRetryDelaysMs = [2_000, 10_000, 60_000, 300_000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Work that must not shape the answer: it runs after the request that asked for it, and the mails it makes are
 * sent with retries. Forgot-password and resend-verification answer at once, the same way for a known and an unknown
 * address, and the lookup, the token and the mail come after (one process, in memory: a restart drops what is left).
 */
export function createMailQueue(options: { mailer: Mailer; log: FastifyBaseLogger; retryDelaysMs?: number[] }) {
  const { mailer, log } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const running = new Set<Promise<void>>();
  let closing = false;

  async function deliver(name: string, mail: Mail): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await mailer.send(mail);
        return;
      } catch (error) {
        if (attempt >= delays.length || closing) {
          log.error({ err: error, job: name, attempts: attempt + 1 }, 'mail not sent; giving up');
          return;
        }
        log.warn({ job: name, attempt: attempt + 1 }, 'mail not sent; retrying');
        await wait(delays[attempt]!);
      }
    }
  }

  async function run(name: string, job: () => Promise<Mail[]>): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    let mails: Mail[];
    try {
      mails = await job();
    } catch (error) {
      log.error({ err: error, job: name }, 'mail job failed');
      return;
    }
    await Promise.all(mails.map((mail) => deliver(name, mail)));
  }

  return {
    /** Runs `job` after the current request; the mails it answers are then sent, with retries. */
    defer(name: string, job: () => Promise<Mail[]>): void {
      const task = run(name, job).finally(() => running.delete(task));
      running.add(task);
    },
    /** Resolves once every deferred job has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size) await Promise.all(running);
    },
    /** Stops retrying and waits for what is under way, at most `timeoutMs`. */
    async close(timeoutMs = 5_000): Promise<void> {
      closing = true;
      await Promise.race([this.idle(), wait(timeoutMs)]);
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
