import {
  currentSessionSchema,
  sessionIdParamsSchema as params,
  sessionInputSchema,
  sessionPatchSchema,
  sessionSchema,
  sessionStatusParamsSchema,
} from '@portal/shared/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created, deleted, deletion, ok, paged, route } from '../../lib/route-options.ts';

const session = ok(sessionSchema);

/**
 * Sessions. Reads need a signed-in user of any role (students see past and current calls); writes are for
 * administrators; GET /sessions/current is public (landing page).
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sessions;

  app.get(
    '/sessions/current',
    route('public', 'The open or suspended session with its phase, or null', {
      response: ok(currentSessionSchema),
    }),
    async () => ({ data: await service.current() }),
  );

  app.get(
    '/sessions',
    route(
      'signed-in',
      'Sessions, paged (sort/filter: name, year, status, startDate, endDate, created)',
      paged(sessionSchema),
    ),
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.post(
    '/sessions',
    route('admin', 'Create a session (status NEW)', { body: sessionInputSchema, response: created(sessionSchema) }),
    async (request, reply) => reply.status(201).send({ data: await service.create(request.body) }),
  );

  app.get('/sessions/:id', route('signed-in', 'One session', { params, response: session }), async (request) => ({
    data: await service.get(request.params.id),
  }));

  // PUT passes every editable field, PATCH some; the date order is checked on the merged session either way.
  app.put(
    '/sessions/:id',
    route('admin', 'Replace the editable fields', { params, body: sessionInputSchema, response: session }),
    async (request) => ({ data: await service.update(request.params.id, request.body) }),
  );

  app.patch(
    '/sessions/:id',
    route('admin', 'Change some editable fields', { params, body: sessionPatchSchema, response: session }),
    async (request) => ({ data: await service.update(request.params.id, request.body) }),
  );

  app.put(
    '/sessions/:id/status/:status',
    route('admin', 'Change the status (see docs/decisions/150-session-states.md)', {
      params: sessionStatusParamsSchema,
      response: session,
    }),
    async (request) => ({ data: await service.changeStatus(request.params.id, request.params.status) }),
  );

  app.delete(
    '/sessions/:id',
    route('admin', 'Delete a session that is not current', { params, response: deletion }),
    async (request) => deleted(service.remove(request.params.id)),
  );
};
