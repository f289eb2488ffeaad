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
import { type CurrentUser, userOf } from '../../plugins/auth.ts';
import type { Action } from '../access-policies.ts';

/** What the routes need of a list part's service, typed by the schemas of its bodies. */
type ListPartService<Create, Update> = {
  create(user: CurrentUser, input: Create): Promise<unknown>;
  ofApplication(user: CurrentUser, applicationId: number): Promise<unknown[]>;
  get(user: CurrentUser, id: number): Promise<unknown>;
  update(user: CurrentUser, id: number, input: Update): Promise<unknown>;
  remove(user: CurrentUser, id: number): Promise<void>;
};

/**
 * The five calls of a part an application has any number of (financing, extra activities): create with the
 * application's id; read, change and delete by the entry's id; the entries of one application, oldest first.
 */
export const applicationListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.services.applicationLists;

  // The type provider cannot carry a generic schema through to the handler: the body is the schema's output,
  // validated before the handler runs, which the casts below state.
  function listRoutes<Create extends ZodType, Update extends ZodType>(
    segment: string,
    service: ListPartService<z.infer<Create>, z.infer<Update>>,
    shapes: { out: ZodType; create: Create; update: Update; read: Action; write: Action },
  ) {
    const base = `/applications/${segment}`;
    const one = ok(shapes.out);
    app.post(
      base,
      route({ action: 'application.update', body: 'applicationId' }, `Add an entry: ${base}`, {
        body: shapes.create,
        response: created(shapes.out),
      }),
      async (request, reply) =>
        reply.status(201).send({ data: await service.create(userOf(request), request.body as z.infer<Create>) }),
    );
    app.get(
      `/applications/:id/${segment}`,
      route({ action: 'application.read' }, `The entries of an application, oldest first: ${base}`, {
        params,
        response: ok(z.array(shapes.out)),
      }),
      async (request) => ({ data: await service.ofApplication(userOf(request), request.params.id) }),
    );
    app.get(
      `${base}/:id`,
      route({ action: shapes.read }, `One entry: ${base}`, { params, response: one }),
      async (request) => ({ data: await service.get(userOf(request), request.params.id) }),
    );
    app.put(
      `${base}/:id`,
      route({ action: shapes.write }, `Change an entry: ${base}`, { params, body: shapes.update, response: one }),
      async (request) => ({
        data: await service.update(userOf(request), request.params.id, request.body as z.infer<Update>),
      }),
    );
    app.delete(
      `${base}/:id`,
      route({ action: shapes.write }, `Delete an entry: ${base}`, { params, response: deletion }),
      async (request) => deleted(service.remove(userOf(request), request.params.id)),
    );
  }

  listRoutes('financing', lists.financings, {
    out: financingSchema,
    create: financingInputSchema,
    update: financingFieldsSchema,
    read: 'financing.read',
    write: 'financing.update',
  });
  listRoutes('extra-activities', lists.extraActivities, {
    out: extraActivitySchema,
    create: extraActivityInputSchema,
    update: extraActivityFieldsSchema,
    read: 'extraActivity.read',
    write: 'extraActivity.update',
  });
};
