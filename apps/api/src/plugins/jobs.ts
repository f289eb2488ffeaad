import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduledJobs } from '../composition.ts';

/**
 * Runs the periodic jobs once the server is ready, then every `jobsEveryMinutes`: the mails waiting in the outbox
 * (those a restart or a mail server down left), then the modules' jobs (src/composition.ts), which deliver the mails
 * they write themselves. A run never overlaps the previous one in this process; a failure is logged and the next run
 * tries again.
 */
export default fp(async function jobsPlugin(app: FastifyInstance) {
  const minutes = app.config.jobsEveryMinutes;
  if (minutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runAll(): Promise<void> {
    const mails = { name: 'mails', run: () => app.outbox.deliver() };
    for (const job of [mails, ...scheduledJobs(app)]) {
      try {
        const result = await job.run(new Date());
        app.log.debug({ job: job.name, result }, 'job done');
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'job failed');
      }
    }
  }
  const tick = () => {
    running ??= runAll().finally(() => {
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
