import {
  applicationSchema,
  completeStepParamsSchema,
  completeStepSchema,
  submitSchema,
} from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/route-options.ts';
import { partRoutes } from '../part-routes.ts';

const one = ok(applicationSchema);
const write = { action: 'application.update' } as const;

/** The applicant's acts on the whole application: a step marked, the submission, the cancellation. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.submission;
  const part = partRoutes(app);

  part.patch(
    '/applications/:id/steps/complete/:step',
    write,
    'Mark a step completed (400 with what is missing), or skipped where allowed',
    { params: completeStepParamsSchema, body: completeStepSchema, response: one },
    (application, body, request) => service.completeStep(application, request.params.step, body),
  );
  part.post(
    '/applications/:id/submit',
    write,
    "Submit with the declaration and, under 18, a parent's or guardian's consent (400 APPLICATION_INCOMPLETE lists everything to fix)",
    { params, body: submitSchema, response: one },
    (application, body) => service.submit(application, body),
  );
  part.delete('/applications/:id', write, 'Cancel an application for good', { params }, (application) =>
    service.remove(application),
  );
};
