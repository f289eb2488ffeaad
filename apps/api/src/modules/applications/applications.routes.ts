import {
  applicationSchema,
  completeStepParamsSchema,
  completeStepSchema,
  createApplicationSchema,
  motivationSchema,
  sessionStatisticsSchema,
  submitSchema,
  updateApplicationSchema,
} from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { userOf } from '../../plugins/auth.ts';

const one = ok(applicationSchema);
const read = { action: 'application.read' } as const;
const write = { action: 'application.update' } as const;

/**
 * A student's application to the current session: created, filled step by step, submitted. Its owner reads and
 * writes it; administrators read every application; another student is told it does not exist.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applications;
  const statistics = app.services.statistics;

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
    route('signed-in', "The caller's applications, newest first", { response: ok(z.array(applicationSchema)) }),
    async (request) => ({ data: await service.mine(userOf(request), request.locale) }),
  );

  app.get(
    '/applications/user/current',
    route('signed-in', "The caller's application to the current session, or null", {
      response: ok(applicationSchema.nullable()),
    }),
    async (request) => ({ data: await service.current(userOf(request), request.locale) }),
  );

  app.get('/applications/:id', route(read, 'One application', { params, response: one }), async (request) => ({
    data: await service.get(userOf(request), request.params.id, request.locale),
  }));

  app.put(
    '/applications/:id',
    route(write, 'Save the details and next-year plan (a draft: empty fields allowed)', {
      params,
      body: updateApplicationSchema,
      response: one,
    }),
    async (request) => ({ data: await service.update(userOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/applications/:id/motivation',
    route(write, 'Save the motivation letter', { params, body: motivationSchema, response: one }),
    async (request) => ({ data: await service.motivation(userOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/applications/:id/steps/complete/:step',
    route(write, 'Mark a step completed (400 with what is missing), or skipped where allowed', {
      params: completeStepParamsSchema,
      body: completeStepSchema,
      response: one,
    }),
    async (request) => ({
      data: await service.completeStep(userOf(request), request.params.id, request.params.step, request.body),
    }),
  );

  app.post(
    '/applications/:id/submit',
    route(write, 'Submit with the declaration (400 APPLICATION_INCOMPLETE lists everything to fix)', {
      params,
      body: submitSchema,
      response: one,
    }),
    async (request) => ({ data: await service.submit(userOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/applications/:id',
    route(write, 'Cancel an application for good', { params, response: deletion }),
    async (request) => deleted(service.remove(userOf(request), request.params.id)),
  );

  app.get(
    '/sessions/:id/statistics',
    route('admin', "A session's candidates: total, new, old, old-ending, eligible, with a handicap", {
      params,
      response: ok(sessionStatisticsSchema),
    }),
    async (request) => ({ data: await statistics.ofSession(request.params.id) }),
  );

  app.get(
    '/sessions/:id/previous/statistics',
    route('admin', 'The same figures for the session before this one (all 0 when there is none)', {
      params,
      response: ok(sessionStatisticsSchema),
    }),
    async (request) => ({ data: await statistics.ofPreviousSession(request.params.id) }),
  );
};
