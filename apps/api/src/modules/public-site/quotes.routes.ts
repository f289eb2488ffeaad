import { idParamsSchema as params } from '@portal/shared/fields';
import { quoteSchema, randomQuotesQuerySchema } from '@portal/shared/quotes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deleted, deletion, ok, paged, route } from '../../lib/route-options.ts';
import { readMultipart, sendFile } from '../../lib/uploads.ts';

/** The multipart form of a quote, described for the API documentation (multipart bodies are read by hand). */
const form = {
  description:
    'multipart/form-data: fullName, position, company, content, image (JPEG, PNG or WebP; resized to 200×200)',
  consumes: ['multipart/form-data'],
};
const quote = ok(quoteSchema);

/** Quotes (testimonials): administrators keep them; visitors read a few at random and their avatars. */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quotes;
  // The image and the four text fields of the form.
  const quoteUpload = { maxFileBytes: app.config.maxUploadBytes, files: 1, fields: 4 };

  app.get(
    '/quotes',
    route('admin', 'Quotes, paged (search; sort/filter: id, fullName, company, created)', paged(quoteSchema)),
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.get(
    '/quotes/random',
    route('public', 'A few quotes for the landing page', {
      querystring: randomQuotesQuerySchema,
      response: ok(z.array(quoteSchema)),
    }),
    async (request) => ({ data: await service.random(request.query.count) }),
  );

  app.get('/quotes/:id', route('admin', 'One quote', { params, response: quote }), async (request) => ({
    data: await service.get(request.params.id),
  }));

  app.post(
    '/quotes',
    route('admin', 'Add a quote', { ...form, response: created(quoteSchema) }),
    async (request, reply) => {
      const body = await readMultipart(request, quoteUpload);
      return reply.code(201).send({ data: await service.create(body) });
    },
  );

  app.put(
    '/quotes/:id',
    route('admin', 'Replace a quote (its image only when a new one is sent)', { ...form, params, response: quote }),
    async (request) => {
      const body = await readMultipart(request, quoteUpload);
      return { data: await service.update(request.params.id, body) };
    },
  );

  app.delete(
    '/quotes/:id',
    route('admin', 'Delete a quote and its image', { params, response: deletion }),
    async (request) => deleted(service.remove(request.params.id)),
  );

  app.get(
    '/files/quote-avatars/:filename',
    route('public', 'A quote’s image', { params: z.object({ filename: z.string().max(100) }) }),
    async (request, reply) => sendFile(reply, await service.image(request.params.filename), { publicCache: true }),
  );
};
