import { idParamsSchema as params } from '@portal/shared/fields';
import { applicationReadsSchema } from '@portal/shared/personal-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';

const read = { action: 'application.reads.read' } as const;

/** Who on the committee read an application: administrators, and its applicant (evaluators 403, others 404). */
export const readsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reads;

  app.get(
    '/applications/:id/reads',
    route(
      read,
      "Who on the committee read the application, its documents and files, newest first; the applicant sees them once the session's decisions are published (until then `withheld` says how many)",
      { params, response: { 200: applicationReadsSchema } },
    ),
    async (request) => service.ofApplication(userOf(request), accessed(request, read)),
  );
};
