import {
  dataSchema,
  type ListView,
  listQuerySchema,
  type Page,
  pageSchema,
  viewedListQuerySchema,
} from '@portal/shared/paging';
import type { FastifyContextConfig, FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import { answerWriter } from './response-serializer.ts';

/** Who may call a route: the type plugins/access.ts gives Fastify's `config.access` (its `RouteAccess`). */
type RouteAccess = NonNullable<FastifyContextConfig['access']>;

/**
 * A route's options in one call: who may call it (`config.access`, which every /api route must declare; see
 * plugins/access.ts), what it does (its summary in the API documentation) and its schemas. `config` adds other
 * settings of the route, such as a rate limit.
 */
export function route<const Schema extends Omit<FastifySchema, 'summary'>>(
  access: RouteAccess,
  summary: string,
  schema: Schema,
  config: Omit<FastifyContextConfig, 'access'> = {},
) {
  return { config: { ...config, access }, schema: { summary, ...schema } };
}

/** A 200 answer `{ data }`. */
export const ok = <T extends z.ZodType>(schema: T) => ({ 200: dataSchema(schema) });
/** A 201 answer `{ data }`: what was created. */
export const created = <T extends z.ZodType>(schema: T) => ({ 201: dataSchema(schema) });
/** A paged list: the list query (page, size, sort, filter, search) in, a page of `item` out. */
export const paged = <T extends z.ZodType>(item: T) => ({
  querystring: listQuerySchema,
  response: ok(pageSchema(item)),
});

/**
 * A paged list answered in two views (`view=full`, the default, or `summary`): the query with its view in, either
 * page out, as the API documentation shows them. `answer` writes each view by its own schema (response-serializer.ts).
 */
export function pagedViews<Full extends z.ZodType, Summary extends z.ZodType>(full: Full, summary: Summary) {
  const fullPage = dataSchema(pageSchema(full));
  const summaryPage = dataSchema(pageSchema(summary));
  const write = { full: answerWriter(fullPage), summary: answerWriter(summaryPage) };
  return {
    schema: { querystring: viewedListQuerySchema, response: { 200: z.union([fullPage, summaryPage]) } },
    /** Sends the page read in `view`: a page read, for an error is written as errors are. */
    answer: <V extends ListView>(
      reply: FastifyReply,
      view: V,
      page: Page<z.infer<V extends 'summary' ? Summary : Full>>,
    ) =>
      // Fastify sets the JSON type only where it writes the answer itself.
      reply.type('application/json; charset=utf-8').serializer(write[view]).send({ data: page }),
  };
}

/** A deletion answers `{ data: true }` once done. */
export const deletion = ok(z.literal(true));
export const deleted = async (done: Promise<unknown>) => {
  await done;
  return { data: true as const };
};
