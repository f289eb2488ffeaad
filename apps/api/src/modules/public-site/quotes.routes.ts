import { idParamsSchema } from '@portal/shared/fields';
import { dataSchema, listQuerySchema, pageSchema } from '@portal/shared/paging';
import { quoteSchema, randomQuotesQuerySchema } from '@portal/shared/quotes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { listQuotes, quoteListSpec, randomQuotes } from './quotes.repository.ts';
import { QUOTE_BUCKET, quotesService } from './quotes.service.ts';

const multipartNote =
  'multipart/form-data: fullName, position, company, content, image (JPEG, PNG or WebP; resized to 200×200)';

/** Quotes (testimonials): administrators keep them; visitors read a few at random and their avatars. */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The image and the four text fields of the form.
  const quoteUpload = { maxFileBytes: app.config.maxUploadBytes, files: 1, fields: 4 };
  const admin = app.requireRole('ADMIN');
  const service = quotesService(app);
  const tags = ['quotes'];
  app.get(
    '/quotes',
    {
      onRequest: admin,
      schema: { tags, querystring: listQuerySchema, response: { 200: dataSchema(pageSchema(quoteSchema)) } },
    },
    async (request) => {
      const list = parseListQuery(request.query, quoteListSpec);
      const { rows, total } = await listQuotes(app.db, list);
      return { data: toPage(rows, total, list) };
    },
  );
  app.get(
    '/quotes/random',
    {
      schema: {
        tags,
        summary: 'A few quotes for the landing page',
        querystring: randomQuotesQuerySchema,
        response: { 200: dataSchema(z.array(quoteSchema)) },
      },
    },
    async (request) => ({ data: await randomQuotes(app.db, request.query.count) }),
  );
  app.get(
    '/quotes/:id',
    { onRequest: admin, schema: { tags, params: idParamsSchema, response: { 200: dataSchema(quoteSchema) } } },
    async (request) => ({ data: await service.get(request.params.id) }),
  );
  app.post(
    '/quotes',
    {
      onRequest: admin,
      schema: {
        tags,
        description: multipartNote,
        consumes: ['multipart/form-data'],
        response: { 201: dataSchema(quoteSchema) },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request, quoteUpload);
      return reply.code(201).send({ data: await service.create(body) });
    },
  );
  app.put(
    '/quotes/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        description: multipartNote,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: dataSchema(quoteSchema) },
      },
    },
    async (request) => {
      const body = await readMultipart(request, quoteUpload);
      return { data: await service.update(request.params.id, body) };
    },
  );
  app.delete(
    '/quotes/:id',
    { onRequest: admin, schema: { tags, params: idParamsSchema, response: { 200: dataSchema(z.literal(true)) } } },
    async (request) => {
      await service.remove(request.params.id);
      return { data: true as const };
    },
  );
  app.get(
    '/files/quote-avatars/:filename',
    { schema: { tags, params: z.object({ filename: z.string().max(100) }) } },
    async (request, reply) => app.files.send(reply, QUOTE_BUCKET, request.params.filename, { publicCache: true }),
  );
};
