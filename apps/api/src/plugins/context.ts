import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { compose, type Services } from '../composition.ts';
import type { AppContext, ContextOptions } from '../context.ts';

declare module 'fastify' {
  /** Each part of the context, on its own (`app.db`, `app.config`…), for the plugins that use one. */
  interface FastifyInstance extends AppContext {
    /** Every module's service, built once from the context (src/composition.ts). Routes call these, nothing else. */
    services: Services;
  }
}

/** What every module depends on (configuration, database, mail outbox, file store, tokens, access), and the services. */
export default fp(async function contextPlugin(app: FastifyInstance, options: ContextOptions) {
  const { context, services } = compose(options, app.log);
  for (const [name, value] of Object.entries(context)) app.decorate(name as keyof AppContext, value as never);
  app.addHook('onClose', async () => {
    await context.outbox.close();
    context.fileStorage.close();
  });
  app.decorate('services', services);
});
