import { auditEventSchema } from '@portal/shared/audit-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged, route } from '../../lib/route-options.ts';

/** The portal's own audit: retention runs, breach drills, second factors reset, data exported for someone. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.audit;

  app.get(
    '/audit-events',
    route(
      'admin',
      "The portal's own audit, newest first, paged (search: who; sort/filter: action, at)",
      paged(auditEventSchema),
    ),
    async (request) => ({ data: await service.list(request.query) }),
  );
};
