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
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ApplicationRow } from '../applications/public.ts';
import type { HighSchoolResumeRow, SchoolResultRow } from './parts.repository.ts';

/** What the routes need of a part's service, typed by its row and the schemas of its bodies. */
type PartService<Row, Create, Update> = {
  create(application: ApplicationRow, input: Create): Promise<unknown>;
  mine(user: ReturnType<typeof userOf>): Promise<unknown[]>;
  ofApplication(application: ApplicationRow): Promise<unknown>;
  get(part: Row): unknown;
  update(part: Row, input: Update): Promise<unknown>;
  remove(part: Row): Promise<void>;
};

const createIn = { action: 'application.update', body: 'applicationId' } as const;
const readApplication = { action: 'application.read' } as const;

/**
 * The six calls of a part an application has at most one of (school result, high-school resume): create with the
 * application's id, read, change and delete by the part's id, the part of one application, the caller's parts.
 */
export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  const parts = app.services.parts;

  // The type provider cannot carry a generic schema through to the handler: the body is the schema's output,
  // validated before the handler runs, which the casts below state.
  function partRoutes<Row, Create extends ZodType, Update extends ZodType>(
    base: string,
    service: PartService<Row, z.infer<Create>, z.infer<Update>>,
    shapes: {
      out: ZodType;
      create: Create;
      update: Update;
      read: { action: 'schoolResult.read' | 'highSchoolResume.read' };
      write: { action: 'schoolResult.update' | 'highSchoolResume.update' };
    },
  ) {
    const one = ok(shapes.out);
    const { read, write } = shapes;
    const part = (request: Parameters<typeof accessed>[0], access: typeof read | typeof write) =>
      accessed(request, access) as Row;
    app.post(
      base,
      route(createIn, `Create (one per application): ${base}`, {
        body: shapes.create,
        response: created(shapes.out),
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await service.create(accessed(request, createIn), request.body as z.infer<Create>) }),
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
      route(readApplication, `The one of an application, or null: ${base}`, {
        params,
        response: ok(shapes.out.nullable()),
      }),
      async (request) => ({ data: await service.ofApplication(accessed(request, readApplication)) }),
    );
    app.get(`${base}/:id`, route(read, `One: ${base}`, { params, response: one }), async (request) => ({
      data: service.get(part(request, read)),
    }));
    app.put(
      `${base}/:id`,
      route(write, `Change: ${base}`, { params, body: shapes.update, response: one }),
      async (request) => ({
        data: await service.update(part(request, write), request.body as z.infer<Update>),
      }),
    );
    app.delete(`${base}/:id`, route(write, `Delete: ${base}`, { params, response: deletion }), async (request) =>
      deleted(service.remove(part(request, write))),
    );
  }

  partRoutes<SchoolResultRow, typeof schoolResultInputSchema, typeof schoolResultUpdateSchema>(
    '/school-results',
    parts.schoolResults,
    {
      out: schoolResultSchema,
      create: schoolResultInputSchema,
      update: schoolResultUpdateSchema,
      read: { action: 'schoolResult.read' },
      write: { action: 'schoolResult.update' },
    },
  );
  partRoutes<HighSchoolResumeRow, typeof highSchoolResumeInputSchema, typeof highSchoolResumeUpdateSchema>(
    '/high-school-resumes',
    parts.highSchoolResumes,
    {
      out: highSchoolResumeSchema,
      create: highSchoolResumeInputSchema,
      update: highSchoolResumeUpdateSchema,
      read: { action: 'highSchoolResume.read' },
      write: { action: 'highSchoolResume.update' },
    },
  );
};
