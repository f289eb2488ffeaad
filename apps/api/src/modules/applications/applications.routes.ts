import { applicationReadSchema, applicationSchema, createApplicationSchema } from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { signInConfirmation, userOf } from '../../plugins/auth.ts';

// A staff member's opening of the application goes to its reads log.
const read = { action: 'application.open' } as const;

/**
 * A student's application to the current session: created while the session is open, then read by its owner and by
 * administrators; another student is told it does not exist.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applications;

  app.post(
    '/applications',
    route('student', 'Apply to the current session while it is open', {
      body: createApplicationSchema,
      response: created(applicationSchema),
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(userOf(request), request.body.sessionId) }),
  );

  app.get(
    '/applications/user/my',
    route('signed-in', "The caller's applications, newest first", { response: ok(z.array(applicationReadSchema)) }),
    async (request) => ({ data: await service.mine(userOf(request), request.locale) }),
  );

  app.get(
    '/applications/user/current',
    route(
      'signed-in',
      "The caller's application to the current session, or null",
      { response: ok(applicationReadSchema.nullable()) },
      { signInInQuery: true },
    ),
    async (request) => ({
      data: await service.current(userOf(request).id, signInConfirmation(request), request.locale),
    }),
  );

  app.get(
    '/applications/:id',
    route(read, 'One application, with its place once approved in a closed session', {
      params,
      response: ok(applicationReadSchema),
    }),
    async (request) => ({ data: await service.get(userOf(request), accessed(request, read), request.locale) }),
  );
};
