import {
  highSchoolResumeInputSchema,
  highSchoolResumeSchema,
  highSchoolResumeUpdateSchema,
  schoolResultInputSchema,
  schoolResultSchema,
  schoolResultUpdateSchema,
} from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { created, deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { type CurrentUser, userOf } from '../../plugins/auth.ts';
import type { Action } from '../access-policies.ts';

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
  const parts = app.services.applicationParts;

  // The type provider cannot carry a generic schema through to the handler: the body is the schema's output,
  // validated before the handler runs, which the casts below state.
  function partRoutes<Create extends ZodType, Update extends ZodType>(
    base: string,
    service: PartService<z.infer<Create>, z.infer<Update>>,
    shapes: { out: ZodType; create: Create; update: Update; read: Action; write: Action },
  ) {
    const one = ok(shapes.out);
    const read = { action: shapes.read };
    const write = { action: shapes.write };
    app.post(
      base,
      route({ action: 'application.update', body: 'applicationId' }, `Create (one per application): ${base}`, {
        body: shapes.create,
        response: created(shapes.out),
      }),
      async (request, reply) =>
        reply.status(201).send({ data: await service.create(userOf(request), request.body as z.infer<Create>) }),
    );
    app.get(
      base,
      route('signed-in', `The caller's: ${base}`, { response: ok(z.array(shapes.out)) }),
      async (request) => ({
        data: await service.mine(userOf(request)),
      }),
    );
    app.get(
      `${base}/application/:id`,
      route({ action: 'application.read' }, `The one of an application, or null: ${base}`, {
        params,
        response: ok(shapes.out.nullable()),
      }),
      async (request) => ({ data: await service.ofApplication(userOf(request), request.params.id) }),
    );
    app.get(`${base}/:id`, route(read, `One: ${base}`, { params, response: one }), async (request) => ({
      data: await service.get(userOf(request), request.params.id),
    }));
    app.put(
      `${base}/:id`,
      route(write, `Change: ${base}`, { params, body: shapes.update, response: one }),
      async (request) => ({
        data: await service.update(userOf(request), request.params.id, request.body as z.infer<Update>),
      }),
    );
    app.delete(`${base}/:id`, route(write, `Delete: ${base}`, { params, response: deletion }), async (request) =>
      deleted(service.remove(userOf(request), request.params.id)),
    );
  }

  partRoutes('/school-results', parts.schoolResults, {
    out: schoolResultSchema,
    create: schoolResultInputSchema,
    update: schoolResultUpdateSchema,
    read: 'schoolResult.read',
    write: 'schoolResult.update',
  });
  partRoutes('/high-school-resumes', parts.highSchoolResumes, {
    out: highSchoolResumeSchema,
    create: highSchoolResumeInputSchema,
    update: highSchoolResumeUpdateSchema,
    read: 'highSchoolResume.read',
    write: 'highSchoolResume.update',
  });
};
