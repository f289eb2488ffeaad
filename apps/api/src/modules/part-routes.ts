import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyRequest, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { AccessLevel } from '../lib/access.ts';
import { created, deletion, ok, route } from '../lib/route-options.ts';
import { accessed, type ObjectAccess } from '../plugins/access.ts';
import { type CurrentUser, userOf } from '../plugins/auth.ts';
import type { Action, FoundBy } from './access-policies.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Who may call a part's route: an action of the policy table on the object its key names, or a signed-in role. */
export type PartAccess = ObjectAccess | Exclude<AccessLevel, 'public'>;

/** Whom a handler acts for: the object the route's policy found, or the signed-in caller. */
type Subject<A extends PartAccess> = A extends ObjectAccess<infer Found> ? FoundBy<Found> : CurrentUser;

/** A route's schemas as `route(...)` takes them, its answer `ok(…)` or `created(…)` (a deletion's is given). */
type Schema = Omit<FastifySchema, 'summary' | 'response'> & {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
};
type Answer = { 200: ZodType<unknown, { data: unknown }> } | { 201: ZodType<unknown, { data: unknown }> };
type Valid<T> = T extends ZodType ? z.output<T> : undefined;
/** What a handler answers under `data`: what the answer's schema writes. */
type DataOf<R extends Answer> = z.input<
  R extends { 200: ZodType } ? R[200] : R extends { 201: ZodType } ? R[201] : never
>['data'];

/** What a handler is given: whom it acts for, the validated body, and the request with its validated keys. */
type Handler<A extends PartAccess, S extends Schema, Out> = (
  subject: Subject<A>,
  body: Valid<S['body']>,
  request: FastifyRequest & { params: Valid<S['params']>; query: Valid<S['querystring']> },
) => Out | Promise<Out>;

/** What a part's service offers its five calls by its own id (see `calls`), typed by its row and bodies. */
export type PartService<Row, Create, Update> = {
  create(application: FoundBy<'application.update'>, input: Create): Promise<unknown>;
  ofApplication(application: FoundBy<'application.read'>): Promise<unknown>;
  get(part: Row): unknown;
  update(part: Row, input: Update): Promise<unknown>;
  remove(part: Row): Promise<void>;
};
type PartAction = Exclude<Action, `application.${string}` | `user.${string}` | `document.${string}`>;
type CallName = 'create' | 'ofApplication' | 'one' | 'change' | 'remove';

/** Where a part's five calls are: a part an application has one of under `one`, a list's entries under `list`. */
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

const createIn = { action: 'application.update', body: 'applicationId' } as const;
const readApplication = { action: 'application.read' } as const;

/**
 * The routes of an application's parts (its details, school result, family, financing, rating, documents, its
 * submission…), each declared the one way: `part.put(path, access, summary, schemas, handler)`, as `route(...)`
 * takes them. The access is named once: the handler is given the object the route's policy found (the
 * application, or the part), or the signed-in caller for a role's route, then the validated body and the request.
 * It returns what the answer holds under `data`: a 201 when the answer's schema is `created(…)`, and a deletion
 * answers `{ data: true }` once its handler is done. `calls` declares the five calls every part read and changed by
 * its own id has.
 */
export function partRoutes(app: App) {
  function declare(method: HTTPMethods) {
    return <const A extends PartAccess, const S extends Schema, const R extends Answer>(
      url: string,
      access: A,
      summary: string,
      schema: S & { response: R },
      handle: Handler<A, S, DataOf<R>>,
    ) => {
      const subjectOf = (request: FastifyRequest) =>
        (typeof access === 'string' ? userOf(request) : accessed(request, access)) as Subject<A>;
      const status = 201 in schema.response ? 201 : 200;
      // The type provider cannot carry generic schemas through to the handler: the body and keys are the schemas'
      // output, validated before the handler runs, which the casts state.
      const options: RouteOptions = {
        method,
        url,
        ...route(access, summary, schema),
        handler: async (request, reply) => {
          const data = await handle(subjectOf(request), request.body as Valid<S['body']>, request as never);
          return reply.status(status).send({ data });
        },
      };
      app.route(options);
    };
  }
  const remove = <const A extends PartAccess, const S extends Schema>(
    url: string,
    access: A,
    summary: string,
    schema: S,
    handle: Handler<A, S, void>,
  ) =>
    declare('DELETE')(url, access, summary, { ...schema, response: deletion }, async (...args) => {
      await handle(...args);
      return true as const;
    });

  const part = {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: remove,
  };

  /**
   * The calls of a part of an application, whether it has one (a school result: `one: '/school-results'`) or many
   * (its financing: `list: 'financing'`): create with the application's id in the body; the part of one
   * application (or its entries, oldest first); read, change and delete one by its own id, as the part's actions of
   * the policy table allow. `summaries` words a call of a part the API documentation tells more of.
   */
  function calls<Row, Create extends ZodType, Update extends ZodType>(
    service: PartService<Row, z.output<Create>, z.output<Update>>,
    options: PartPaths & {
      schemas: { out: ZodType; create: Create; update: Update };
      access: { read: PartAction; write: PartAction };
      summaries?: Partial<Record<CallName, string>>;
    },
  ) {
    const { paths, summaries: usual } = pathsOf(options);
    const summaries = { ...usual, ...options.summaries };
    const { out, create, update } = options.schemas;
    const read = { action: options.access.read };
    const write = { action: options.access.write };
    const ofApplication = 'one' in options ? out.nullable() : z.array(out);
    part.post(paths.create, createIn, summaries.create, { body: create, response: created(out) }, (application, body) =>
      service.create(application, body as z.output<Create>),
    );
    part.get(
      paths.ofApplication,
      readApplication,
      summaries.ofApplication,
      { params, response: ok(ofApplication) },
      (application) => service.ofApplication(application),
    );
    part.get(paths.one, read, summaries.one, { params, response: ok(out) }, (found) => service.get(found as Row));
    part.put(paths.one, write, summaries.change, { params, body: update, response: ok(out) }, (found, body) =>
      service.update(found as Row, body as z.output<Update>),
    );
    part.delete(paths.one, write, summaries.remove, { params }, (found) => service.remove(found as Row));
  }

  return { ...part, calls };
}
