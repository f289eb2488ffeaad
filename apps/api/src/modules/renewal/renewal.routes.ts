import { applicationSchema } from '@portal/shared/applications';
import { renewableApplicationSchema, renewSchema } from '@portal/shared/renewal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';

const renew = { action: 'application.renew', body: 'applicationId' } as const;

/**
 * Renewing a scholarship into the current session: only the holder renews their application (another student is
 * told it does not exist).
 */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const renewal = app.services.renewal;

  app.get(
    '/applications/renewable',
    route('student', "The caller's approved applications of the previous session that may be renewed", {
      response: ok(z.array(renewableApplicationSchema)),
    }),
    async (request) => ({ data: await renewal.renewable(userOf(request)) }),
  );

  app.post(
    '/applications/renew',
    route(
      renew,
      'Renew an approved application of the previous session into the current one (409 when already applied)',
      { body: renewSchema, response: created(applicationSchema) },
    ),
    async (request, reply) =>
      reply.status(201).send({ data: await renewal.renew(userOf(request), accessed(request, renew)) }),
  );
};
