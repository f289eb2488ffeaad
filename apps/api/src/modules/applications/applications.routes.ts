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
import { idParamsSchema } from '@portal/shared/fields';
import { dataSchema } from '@portal/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../plugins/auth.ts';
import { createApplicationsService } from './applications.service.ts';
import { createStatisticsService } from './statistics.service.ts';

const tags = ['applications'];
const one = { 200: dataSchema(applicationSchema) };

/**
 * A student's application to the current session: created, filled step by step, submitted. Its owner reads and
 * writes it; administrators read every application; anyone else is told it does not exist.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationsService({
    db: app.db,
    mailQueue: app.mailQueue,
    publicUrl: app.config.publicUrl,
  });
  const statistics = createStatisticsService(app.db);
  const student = app.requireRole('STUDENT');
  const admin = app.requireRole('ADMIN');

  app.post(
    '/applications',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Apply to the current session (while it is open)',
        body: createApplicationSchema,
        response: { 201: dataSchema(applicationSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await service.create(userOf(request), request.body.sessionId) };
    },
  );

  app.get(
    '/applications/user/my',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's applications, newest first",
        response: { 200: dataSchema(z.array(applicationSchema)) },
      },
    },
    async (request) => ({ data: await service.mine(userOf(request)) }),
  );

  app.get(
    '/applications/user/current',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's application to the current session, or null",
        response: { 200: dataSchema(applicationSchema.nullable()) },
      },
    },
    async (request) => ({ data: await service.current(userOf(request)) }),
  );

  app.get(
    '/applications/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One application (its owner or an administrator)',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ({ data: await service.get(userOf(request), request.params.id) }),
  );

  app.put(
    '/applications/:id',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Save the details and next-year plan (a draft: empty fields allowed)',
        params: idParamsSchema,
        body: updateApplicationSchema,
        response: one,
      },
    },
    async (request) => ({ data: await service.update(userOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/applications/:id/motivation',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Save the motivation letter',
        params: idParamsSchema,
        body: motivationSchema,
        response: one,
      },
    },
    async (request) => ({ data: await service.motivation(userOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/applications/:id/steps/complete/:step',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Mark a step completed (400 with what is missing), or skipped where allowed',
        params: completeStepParamsSchema,
        body: completeStepSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await service.completeStep(userOf(request), request.params.id, request.params.step, request.body),
    }),
  );

  app.post(
    '/applications/:id/submit',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Submit with the declaration (400 APPLICATION_INCOMPLETE lists everything to fix)',
        params: idParamsSchema,
        body: submitSchema,
        response: one,
      },
    },
    async (request) => ({ data: await service.submit(userOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/applications/:id',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Cancel an application for good',
        params: idParamsSchema,
        response: { 200: dataSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await service.remove(userOf(request), request.params.id);
      return { data: true as const };
    },
  );

  app.get(
    '/sessions/:id/statistics',
    {
      onRequest: admin,
      schema: {
        tags: ['sessions'],
        summary: "A session's candidates: total, new, old, old-ending, eligible, with a handicap",
        params: idParamsSchema,
        response: { 200: dataSchema(sessionStatisticsSchema) },
      },
    },
    async (request) => ({ data: await statistics.ofSession(request.params.id) }),
  );

  app.get(
    '/sessions/:id/previous/statistics',
    {
      onRequest: admin,
      schema: {
        tags: ['sessions'],
        summary: 'The same figures for the session before this one (all 0 when there is none)',
        params: idParamsSchema,
        response: { 200: dataSchema(sessionStatisticsSchema) },
      },
    },
    async (request) => ({ data: await statistics.ofPreviousSession(request.params.id) }),
  );
};
