import {
  applicationSchema,
  completeStepParamsSchema,
  completeStepSchema,
  submitSchema,
} from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';

const one = ok(applicationSchema);
const write = { action: 'application.update' } as const;

/** The applicant's acts on the whole application: a step marked, the submission, the cancellation. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.submission;

  app.patch(
    '/applications/:id/steps/complete/:step',
    route(write, 'Mark a step completed (400 with what is missing), or skipped where allowed', {
      params: completeStepParamsSchema,
      body: completeStepSchema,
      response: one,
    }),
    async (request) => ({
      data: await service.completeStep(accessed(request, write), request.params.step, request.body),
    }),
  );

  app.post(
    '/applications/:id/submit',
    route(
      write,
      "Submit with the declaration and, under 18, a parent's or guardian's consent (400 APPLICATION_INCOMPLETE lists everything to fix)",
      {
        params,
        body: submitSchema,
        response: one,
      },
    ),
    async (request) => ({ data: await service.submit(accessed(request, write), request.body) }),
  );

  app.delete(
    '/applications/:id',
    route(write, 'Cancel an application for good', { params, response: deletion }),
    async (request) => deleted(service.remove(accessed(request, write))),
  );
};
