import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AppContext, type ContextOptions, createAppContext } from '../context.ts';
import { createServices, type Services } from '../modules/index.ts';
import { seatsRepository } from '../modules/selection/public.ts';

declare module 'fastify' {
  /** Each part of the context, on its own (`app.db`, `app.config`…), for the plugins that use one. */
  interface FastifyInstance extends AppContext {
    /** Every module's service, built once from the context (modules/index.ts). Routes call these, nothing else. */
    services: Services;
  }
}

/** What every module depends on (configuration, database, mail outbox, file store, tokens, access), and the services. */
export default fp(async function contextPlugin(app: FastifyInstance, options: ContextOptions) {
  const context = createAppContext(options, app.log, seatsRepository);
  for (const [name, value] of Object.entries(context)) app.decorate(name as keyof AppContext, value as never);
  app.addHook('onClose', async () => context.outbox.close());
  app.decorate('services', createServices(context));
});
