import { idParamsSchema as params } from '@portal/shared/fields';
import {
  preselectionChangeSchema,
  preselectionInputSchema,
  preselectionPreviewQuerySchema,
  preselectionPreviewSchema,
  preselectionResultSchema,
  preselectionStateSchema,
} from '@portal/shared/selection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';
import { userOf } from '../../plugins/auth.ts';

/** The interview shortlist: the committee's run over a session, its preview, and changes by hand (administrators). */
export const preselectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const preselection = app.services.preselection;

  app.get(
    '/sessions/:id/preselection',
    route('admin', 'What a preselection of the `count` best total scores would do: cut, ties, types, changes', {
      params,
      querystring: preselectionPreviewQuerySchema,
      response: ok(preselectionPreviewSchema),
    }),
    async (request) => ({ data: await preselection.preview(request.params.id, request.query.count) }),
  );

  app.post(
    '/sessions/:id/preselection',
    route(
      'admin',
      'Preselect the `count` best total scores with every tie of the last one, once the submission period has ended; mails each applicant whose preselection changed',
      { params, body: preselectionInputSchema, response: ok(preselectionResultSchema) },
    ),
    async (request) => ({ data: await preselection.run(userOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/applications/:id/preselection',
    route('admin', 'Add one application to the shortlist or remove it, with the reason kept in the trail', {
      params,
      body: preselectionChangeSchema,
      response: ok(preselectionStateSchema),
    }),
    async (request) => ({ data: await preselection.change(userOf(request), request.params.id, request.body) }),
  );
};
