import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { Action, FoundBy } from '../modules/access-policies.ts';
import { accessed } from '../plugins/access.ts';
import { created, deleted, deletion, ok, route } from './route-options.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type PartAction = Exclude<Action, `application.${string}` | `user.${string}` | `document.${string}`>;

/** What the routes need of a part's service, typed by its row and the schemas of its bodies. */
export type PartService<Row, Create, Update> = {
  create(application: FoundBy<'application.update'>, input: Create): Promise<unknown>;
  ofApplication(application: FoundBy<'application.read'>): Promise<unknown>;
  get(part: Row): unknown;
  update(part: Row, input: Update): Promise<unknown>;
  remove(part: Row): Promise<void>;
};

const createIn = { action: 'application.update', body: 'applicationId' } as const;
const readApplication = { action: 'application.read' } as const;

/** Where a part's calls are: a part an application has one of under `one`, a list's entries under `list`. */
export type PartPaths = { one: string } | { list: string };

function pathsOf(where: PartPaths) {
  if ('one' in where) {
    const base = where.one;
    return {
      paths: { create: base, ofApplication: `${base}/application/:id`, one: `${base}/:id` },
      summaries: {
        create: `Create (one per application): ${base}`,
        ofApplication: `The one of an application, or null: ${base}`,
        one: `One: ${base}`,
        change: `Change: ${base}`,
        remove: `Delete: ${base}`,
      },
    };
  }
  const base = `/applications/${where.list}`;
  return {
    paths: { create: base, ofApplication: `/applications/:id/${where.list}`, one: `${base}/:id` },
    summaries: {
      create: `Add an entry: ${base}`,
      ofApplication: `The entries of an application, oldest first: ${base}`,
      one: `One entry: ${base}`,
      change: `Change an entry: ${base}`,
      remove: `Delete an entry: ${base}`,
    },
  };
}

/**
 * The calls of a part of an application, whether it has one (a school result: `one: '/school-results'`) or
 * many (its financing: `list: 'financing'`): create with the application's id in the body; the part of
 * one application (or its entries, oldest first); read, change and delete one by its own id, as the part's actions
 * of the policy table allow. Each handler hands its service what the policy found: the application, or the part.
 */
export function partRoutes<Row, Create extends ZodType, Update extends ZodType>(
  app: App,
  service: PartService<Row, z.infer<Create>, z.infer<Update>>,
  options: PartPaths & {
    schemas: { out: ZodType; create: Create; update: Update };
    access: { read: PartAction; write: PartAction };
  },
) {
  const { paths, summaries } = pathsOf(options);
  const { out, create, update } = options.schemas;
  const read = { action: options.access.read };
  const write = { action: options.access.write };
  const one = ok(out);
  const part = (request: Parameters<typeof accessed>[0], access: typeof read) => accessed(request, access) as Row;
  // The type provider cannot carry a generic schema through to the handler: the body is the schema's output,
  // validated before the handler runs, which the casts below state.
  app.post(
    paths.create,
    route(createIn, summaries.create, { body: create, response: created(out) }),
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.create(accessed(request, createIn), request.body as z.infer<Create>) }),
  );
  app.get(
    paths.ofApplication,
    route(readApplication, summaries.ofApplication, {
      params,
      response: ok('one' in options ? out.nullable() : z.array(out)),
    }),
    async (request) => ({ data: await service.ofApplication(accessed(request, readApplication)) }),
  );
  app.get(paths.one, route(read, summaries.one, { params, response: one }), async (request) => ({
    data: service.get(part(request, read)),
  }));
  app.put(paths.one, route(write, summaries.change, { params, body: update, response: one }), async (request) => ({
    data: await service.update(part(request, write), request.body as z.infer<Update>),
  }));
  app.delete(paths.one, route(write, summaries.remove, { params, response: deletion }), async (request) =>
    deleted(service.remove(part(request, write))),
  );
}
