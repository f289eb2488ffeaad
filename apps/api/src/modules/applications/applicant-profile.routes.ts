import { applicantProfileResponseSchema, applicantProfileSchema } from '@portal/shared/accounts';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';
import { userOf } from '../../plugins/auth.ts';

const answer = ok(applicantProfileResponseSchema);

/**
 * The answers an application asks of its applicant's student profile in its first step (what the eligibility rule
 * reads), read and written through the application.
 */
export const applicantProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applicantProfile;

  app.get(
    '/applications/:id/applicant',
    route({ action: 'application.read' }, "The applicant's birth date, town and district (from the student profile)", {
      params,
      response: answer,
    }),
    async (request) => ({ data: await service.get(userOf(request), request.params.id) }),
  );

  app.put(
    '/applications/:id/applicant',
    route(
      { action: 'application.update' },
      'Save the birth date, town and district into the own student profile, while the application may change (the other profile fields stay)',
      { params, body: applicantProfileSchema, response: answer },
    ),
    async (request) => ({ data: await service.update(userOf(request), request.params.id, request.body) }),
  );
};
