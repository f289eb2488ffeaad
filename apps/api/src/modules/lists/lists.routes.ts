import { idParamsSchema as params } from '@portal/shared/fields';
import {
  extraActivityFieldsSchema,
  extraActivityInputSchema,
  extraActivitySchema,
  financingFieldsSchema,
  financingInputSchema,
  financingSchema,
} from '@portal/shared/list-steps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { created, deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import type { ApplicationRow } from '../applications/public.ts';
import type { ExtraActivityRow, FinancingRow } from './lists.repository.ts';

/** What the routes need of a list part's service, typed by its row and the schemas of its bodies. */
type ListPartService<Row, Create, Update> = {
  create(application: ApplicationRow, input: Create): Promise<unknown>;
  ofApplication(application: ApplicationRow): Promise<unknown[]>;
  get(entry: Row): unknown;
  update(entry: Row, input: Update): Promise<unknown>;
  remove(entry: Row): Promise<void>;
};

const createIn = { action: 'application.update', body: 'applicationId' } as const;
const readApplication = { action: 'application.read' } as const;

/**
 * The five calls of a part an application has any number of (financing, extra activities): create with the
 * application's id; read, change and delete by the entry's id; the entries of one application, oldest first.
 */
export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.services.lists;

  // The type provider cannot carry a generic schema through to the handler: the body is the schema's output,
  // validated before the handler runs, which the casts below state.
  function listRoutes<Row, Create extends ZodType, Update extends ZodType>(
    segment: string,
    service: ListPartService<Row, z.infer<Create>, z.infer<Update>>,
    shapes: {
      out: ZodType;
      create: Create;
      update: Update;
      read: { action: 'financing.read' | 'extraActivity.read' };
      write: { action: 'financing.update' | 'extraActivity.update' };
    },
  ) {
    const base = `/applications/${segment}`;
    const one = ok(shapes.out);
    const { read, write } = shapes;
    const entry = (request: Parameters<typeof accessed>[0], access: typeof read | typeof write) =>
      accessed(request, access) as Row;
    app.post(
      base,
      route(createIn, `Add an entry: ${base}`, { body: shapes.create, response: created(shapes.out) }),
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await service.create(accessed(request, createIn), request.body as z.infer<Create>) }),
    );
    app.get(
      `/applications/:id/${segment}`,
      route(readApplication, `The entries of an application, oldest first: ${base}`, {
        params,
        response: ok(z.array(shapes.out)),
      }),
      async (request) => ({ data: await service.ofApplication(accessed(request, readApplication)) }),
    );
    app.get(`${base}/:id`, route(read, `One entry: ${base}`, { params, response: one }), async (request) => ({
      data: service.get(entry(request, read)),
    }));
    app.put(
      `${base}/:id`,
      route(write, `Change an entry: ${base}`, { params, body: shapes.update, response: one }),
      async (request) => ({
        data: await service.update(entry(request, write), request.body as z.infer<Update>),
      }),
    );
    app.delete(
      `${base}/:id`,
      route(write, `Delete an entry: ${base}`, { params, response: deletion }),
      async (request) => deleted(service.remove(entry(request, write))),
    );
  }

  listRoutes<FinancingRow, typeof financingInputSchema, typeof financingFieldsSchema>('financing', lists.financings, {
    out: financingSchema,
    create: financingInputSchema,
    update: financingFieldsSchema,
    read: { action: 'financing.read' },
    write: { action: 'financing.update' },
  });
  listRoutes<ExtraActivityRow, typeof extraActivityInputSchema, typeof extraActivityFieldsSchema>(
    'extra-activities',
    lists.extraActivities,
    {
      out: extraActivitySchema,
      create: extraActivityInputSchema,
      update: extraActivityFieldsSchema,
      read: { action: 'extraActivity.read' },
      write: { action: 'extraActivity.update' },
    },
  );
};
