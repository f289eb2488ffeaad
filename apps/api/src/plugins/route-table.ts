import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, url, schema, hooks, config): tests walk it so a new route is covered. */
    routeTable: readonly RouteOptions[];
  }
}

/** Registered before the modules, so it sees each of their routes. */
export default fp(async function routeTablePlugin(app: FastifyInstance) {
  const table: RouteOptions[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    table.push(route);
  });
});
