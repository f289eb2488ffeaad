import {
  highSchoolResumeInputSchema,
  highSchoolResumeSchema,
  highSchoolResumeUpdateSchema,
  schoolResultInputSchema,
  schoolResultSchema,
  schoolResultUpdateSchema,
} from '@portal/shared/applications';
import { idParamsSchema } from '@portal/shared/fields';
import { dataSchema } from '@portal/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { type CurrentUser, userOf } from '../../plugins/auth.ts';
import { createApplicationPartsService } from './application-parts.service.ts';
import { createApplicationsService } from './applications.service.ts';

/** What the routes need of a part's service, typed by the schemas of its bodies. */
type PartService<Create, Update> = {
  create(user: CurrentUser, input: Create): Promise<unknown>;
  mine(user: CurrentUser): Promise<unknown[]>;
  ofApplication(user: CurrentUser, applicationId: number): Promise<unknown>;
  get(user: CurrentUser, id: number): Promise<unknown>;
  update(user: CurrentUser, id: number, input: Update): Promise<unknown>;
  remove(user: CurrentUser, id: number): Promise<void>;
};

/**
 * The six calls of a part an application has at most one of (school result, high-school resume): create with the
 * application's id, read, change and delete by the part's id, the part of one application, the caller's parts.
 */
export const applicationPartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = createApplicationsService({
    db: app.db,
    mailQueue: app.mailQueue,
    publicUrl: app.config.publicUrl,
  });
  const parts = createApplicationPartsService({ db: app.db, applications });
  const student = app.requireRole('STUDENT');

  // The type provider cannot carry a generic schema through to the handler: the body is the schema's output,
  // validated before the handler runs, which the casts below state.
  function partRoutes<Create extends ZodType, Update extends ZodType>(
    base: string,
    service: PartService<z.infer<Create>, z.infer<Update>>,
    shapes: { out: ZodType; create: Create; update: Update },
  ) {
    const tags = ['applications'];
    const one = { 200: dataSchema(shapes.out) };
    app.post(
      base,
      {
        onRequest: student,
        schema: {
          tags,
          summary: `Create (one per application): ${base}`,
          body: shapes.create,
          response: { 201: dataSchema(shapes.out) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return { data: await service.create(userOf(request), request.body as z.infer<Create>) };
      },
    );
    app.get(
      base,
      {
        onRequest: app.authenticate,
        schema: { tags, summary: `The caller's: ${base}`, response: { 200: dataSchema(z.array(shapes.out)) } },
      },
      async (request) => ({ data: await service.mine(userOf(request)) }),
    );
    app.get(
      `${base}/application/:id`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: `The one of an application, or null: ${base}`,
          params: idParamsSchema,
          response: { 200: dataSchema(shapes.out.nullable()) },
        },
      },
      async (request) => ({ data: await service.ofApplication(userOf(request), request.params.id) }),
    );
    app.get(
      `${base}/:id`,
      { onRequest: app.authenticate, schema: { tags, summary: `One: ${base}`, params: idParamsSchema, response: one } },
      async (request) => ({ data: await service.get(userOf(request), request.params.id) }),
    );
    app.put(
      `${base}/:id`,
      {
        onRequest: student,
        schema: { tags, summary: `Change: ${base}`, params: idParamsSchema, body: shapes.update, response: one },
      },
      async (request) => ({
        data: await service.update(userOf(request), request.params.id, request.body as z.infer<Update>),
      }),
    );
    app.delete(
      `${base}/:id`,
      {
        onRequest: student,
        schema: {
          tags,
          summary: `Delete: ${base}`,
          params: idParamsSchema,
          response: { 200: dataSchema(z.literal(true)) },
        },
      },
      async (request) => {
        await service.remove(userOf(request), request.params.id);
        return { data: true as const };
      },
    );
  }

  partRoutes('/school-results', parts.schoolResults, {
    out: schoolResultSchema,
    create: schoolResultInputSchema,
    update: schoolResultUpdateSchema,
  });
  partRoutes('/high-school-resumes', parts.highSchoolResumes, {
    out: highSchoolResumeSchema,
    create: highSchoolResumeInputSchema,
    update: highSchoolResumeUpdateSchema,
  });
};
