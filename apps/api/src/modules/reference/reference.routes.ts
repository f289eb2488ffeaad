import { idParamsSchema } from '@portal/shared/fields';
import { dataSchema } from '@portal/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referenceLists } from './reference.lists.ts';
import { referenceService } from './reference.service.ts';

/**
 * /bac-types, /document-types, /handicaps, /school-levels: read by any signed-in user (the student profile form
 * needs handicaps), changed only by administrators. Lists are short and answered whole (no paging).
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('ADMIN');
  for (const list of referenceLists) {
    const service = referenceService(app.db, list);
    const path = `/${list.kind}`;
    const tags = ['reference'];
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: { tags, summary: `All ${list.kind}`, response: { 200: dataSchema(z.array(list.output)) } },
      },
      async () => ({ data: await service.list() }),
    );
    app.get(
      `${path}/:id`,
      {
        onRequest: app.authenticate,
        schema: { tags, params: idParamsSchema, response: { 200: dataSchema(list.output) } },
      },
      async (request) => ({ data: await service.get(request.params.id) }),
    );
    app.post(
      path,
      { onRequest: admin, schema: { tags, body: list.input, response: { 201: dataSchema(list.output) } } },
      async (request, reply) =>
        reply.code(201).send({ data: await service.create(request.body as Record<string, unknown>) }),
    );
    app.put(
      `${path}/:id`,
      {
        onRequest: admin,
        schema: { tags, params: idParamsSchema, body: list.input, response: { 200: dataSchema(list.output) } },
      },
      async (request) => ({ data: await service.update(request.params.id, request.body as Record<string, unknown>) }),
    );
    app.delete(
      `${path}/:id`,
      { onRequest: admin, schema: { tags, params: idParamsSchema, response: { 200: dataSchema(z.literal(true)) } } },
      async (request) => {
        await service.remove(request.params.id);
        return { data: true as const };
      },
    );
  }
};
