import { applicationSchema } from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import { approbationSchema } from '@portal/shared/renewal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';
import { userOf } from '../../plugins/auth.ts';

/** The committee's decision on an application, which makes a holder of the scholarship: administrators only. */
export const approbationRoutes: FastifyPluginAsyncZod = async (app) => {
  const approbation = app.services.approbation;

  app.patch(
    '/applications/:id/approbation',
    route(
      'admin',
      "The committee's decision (PENDING takes it back; a rejection needs its reason; only a rejection may allow re-submission)",
      {
        params,
        body: approbationSchema,
        response: ok(applicationSchema),
      },
    ),
    async (request) => ({
      data: await approbation.decide(userOf(request), request.params.id, request.body, request.locale),
    }),
  );
};
