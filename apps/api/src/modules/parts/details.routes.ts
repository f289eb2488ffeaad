import { applicationSchema, motivationSchema, updateApplicationSchema } from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';

const one = ok(applicationSchema);
const write = { action: 'application.update' } as const;

/** The answers kept in the application's own row, saved by its applicant while it may change. */
export const detailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.details;

  app.put(
    '/applications/:id',
    route(write, 'Save the details and next-year plan (a draft: empty fields allowed)', {
      params,
      body: updateApplicationSchema,
      response: one,
    }),
    async (request) => ({ data: await service.update(accessed(request, write), request.body) }),
  );

  app.patch(
    '/applications/:id/motivation',
    route(write, 'Save the motivation letter', { params, body: motivationSchema, response: one }),
    async (request) => ({ data: await service.motivation(accessed(request, write), request.body) }),
  );
};
