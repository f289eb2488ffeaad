import { dataSchema, listQuerySchema, pageSchema } from '@portal/shared/paging';
import {
  currentSessionSchema,
  sessionIdParamsSchema,
  sessionInputSchema,
  sessionPatchSchema,
  sessionSchema,
  sessionStatusParamsSchema,
} from '@portal/shared/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSessionsService } from './sessions.service.ts';

const tags = ['sessions'];

/**
 * Sessions (issue 5). Reads need a signed-in user of any role (students see past and current calls);
 * writes are for administrators; GET /sessions/current is public (landing page).
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSessionsService(app.db);
  const admin = app.requireRole('ADMIN');

  app.get(
    '/sessions/current',
    {
      schema: {
        tags,
        summary: 'The open or suspended session with its phase, or null',
        response: { 200: dataSchema(currentSessionSchema) },
      },
    },
    async () => ({ data: await service.current() }),
  );

  app.get(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sessions, paged (sort/filter: name, year, status, startDate, endDate, created)',
        querystring: listQuerySchema,
        response: { 200: dataSchema(pageSchema(sessionSchema)) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.post(
    '/sessions',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create a session (status NEW)',
        body: sessionInputSchema,
        response: { 201: dataSchema(sessionSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await service.create(request.body) }),
  );

  app.get(
    '/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One session',
        params: sessionIdParamsSchema,
        response: { 200: dataSchema(sessionSchema) },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.put(
    '/sessions/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Replace the editable fields',
        params: sessionIdParamsSchema,
        body: sessionInputSchema,
        response: { 200: dataSchema(sessionSchema) },
      },
    },
    async (request) => ({ data: await service.update(request.params.id, request.body) }),
  );

  app.patch(
    '/sessions/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change some editable fields',
        params: sessionIdParamsSchema,
        body: sessionPatchSchema,
        response: { 200: dataSchema(sessionSchema) },
      },
    },
    async (request) => ({ data: await service.update(request.params.id, request.body) }),
  );

  app.put(
    '/sessions/:id/status/:status',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change the status (see docs/decisions/150-session-states.md)',
        params: sessionStatusParamsSchema,
        response: { 200: dataSchema(sessionSchema) },
      },
    },
    async (request) => ({ data: await service.changeStatus(request.params.id, request.params.status) }),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a session that is not current',
        params: sessionIdParamsSchema,
        response: { 200: dataSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { data: true as const };
    },
  );
};
