import { applicantProfileResponseSchema, applicantProfileSchema } from '@portal/shared/accounts';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';

const answer = ok(applicantProfileResponseSchema);
const read = { action: 'application.read' } as const;
const write = { action: 'application.update' } as const;

/**
 * The answers an application asks of its applicant's student profile in its first step (what the eligibility rule
 * reads), read and written through the application.
 */
export const applicantProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applicantProfile;

  app.get(
    '/applications/:id/applicant',
    route(read, "The applicant's birth date, town and district (from the student profile)", {
      params,
      response: answer,
    }),
    async (request) => ({ data: await service.get(accessed(request, read)) }),
  );

  app.put(
    '/applications/:id/applicant',
    route(
      write,
      'Save the birth date, town and district into the own student profile, while the application may change (the other profile fields stay)',
      { params, body: applicantProfileSchema, response: answer },
    ),
    async (request) => ({ data: await service.update(accessed(request, write), request.body) }),
  );
};
