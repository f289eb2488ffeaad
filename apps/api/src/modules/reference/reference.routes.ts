import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { referenceLists } from './reference.lists.ts';

/**
 * /bac-types, /document-types, /handicaps, /school-levels: read by any signed-in user (the student profile form
 * needs handicaps), changed only by administrators. Lists are short and answered whole (no paging).
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of referenceLists) {
    const service = app.services.reference[list.kind];
    const path = `/${list.kind}`;
    const item = ok(list.output);
    // Each list's body is checked by its own schema (`list.input`), which TypeScript sees only as some object.
    const values = (body: unknown) => body as Record<string, unknown>;

    // The same list for every reader: its compressed answer is kept (plugins/small-answers.ts).
    app.get(
      path,
      route('signed-in', `All ${list.kind}`, { response: ok(z.array(list.output)) }, { sameForEveryone: true }),
      async () => ({ data: await service.list() }),
    );
    app.get(
      `${path}/:id`,
      route('signed-in', `One of the ${list.kind}`, { params, response: item }),
      async (request) => ({ data: await service.get(request.params.id) }),
    );
    app.post(
      path,
      route('admin', `Add to the ${list.kind}`, { body: list.input, response: created(list.output) }),
      async (request, reply) => reply.code(201).send({ data: await service.create(values(request.body)) }),
    );
    app.put(
      `${path}/:id`,
      route('admin', `Change one of the ${list.kind}`, { params, body: list.input, response: item }),
      async (request) => ({ data: await service.update(request.params.id, values(request.body)) }),
    );
    app.delete(
      `${path}/:id`,
      route('admin', `Delete one of the ${list.kind} (refused while in use)`, {
        params,
        response: deletion,
      }),
      async (request) => deleted(service.remove(request.params.id)),
    );
  }
};
