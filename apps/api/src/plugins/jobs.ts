import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduledJobs } from '../composition.ts';

/**
 * One round of the periodic jobs: the mails waiting in the outbox (those a restart or a mail server down left; each
 * mail is claimed by the server that sends it), then the counters whose window ended, then the modules' jobs
 * (src/composition.ts), which deliver the mails they write themselves. Every job but the mails is claimed in the
 * database for `claimMs` first (lib/rate-counters.ts): of the servers on one database, the first to ask runs it and
 * the others pass until the claim ends. A failure is logged and the next round tries again. Answers the jobs this
 * server ran.
 */
export async function runJobs(app: FastifyInstance, claimMs: number): Promise<string[]> {
  const ran: string[] = [];
  const mails = { name: 'mails', claimsItsRows: true, run: () => app.outbox.deliver() };
  const counters = { name: 'counters', claimsItsRows: false, run: (now: Date) => app.rateCounters.sweep(now) };
  const jobs = [mails, counters, ...scheduledJobs(app).map((job) => ({ ...job, claimsItsRows: false }))];
  for (const job of jobs) {
    try {
      const now = new Date();
      const until = new Date(now.getTime() + claimMs);
      if (!job.claimsItsRows && !(await app.rateCounters.claim(`job:${job.name}`, now, until))) continue;
      const result = await job.run(now);
      ran.push(job.name);
      app.log.debug({ job: job.name, result }, 'job done');
    } catch (error) {
      app.log.error({ err: error, job: job.name }, 'job failed');
    }
  }
  return ran;
}

/**
 * Runs the periodic jobs once the server is ready, then every `jobsEveryMinutes`. A round never overlaps the
 * previous one in this process; a job's claim lasts nine tenths of the period, so the server that ran it last may
 * run it again on its next round, and another takes it over within a period when that one stops.
 */
export default fp(async function jobsPlugin(app: FastifyInstance) {
  const minutes = app.config.jobsEveryMinutes;
  if (minutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const tick = () => {
    running ??= runJobs(app, minutes * 54_000).finally(() => {
      running = undefined;
    });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
