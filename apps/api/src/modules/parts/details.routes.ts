import { applicantProfileResponseSchema, applicantProfileSchema } from '@portal/shared/accounts';
import { applicationSchema, motivationSchema, updateApplicationSchema } from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/route-options.ts';
import { partRoutes } from '../part-routes.ts';

const one = ok(applicationSchema);
const applicant = ok(applicantProfileResponseSchema);
const read = { action: 'application.read' } as const;
const write = { action: 'application.update' } as const;

/**
 * The answers of the application's first steps kept outside its parts: in its own row (the details and next-year
 * plan, the motivation letter) and in its applicant's student profile (what the eligibility rule reads). Saved by the
 * applicant while the application may change.
 */
export const detailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.details;
  const part = partRoutes(app);

  part.put(
    '/applications/:id',
    write,
    'Save the details and next-year plan (a draft: empty fields allowed)',
    { params, body: updateApplicationSchema, response: one },
    (application, body) => service.update(application, body),
  );
  part.patch(
    '/applications/:id/motivation',
    write,
    'Save the motivation letter',
    { params, body: motivationSchema, response: one },
    (application, body) => service.motivation(application, body),
  );
  part.get(
    '/applications/:id/applicant',
    read,
    "The applicant's birth date, town and district (from the student profile)",
    { params, response: applicant },
    (application) => service.applicant(application),
  );
  part.put(
    '/applications/:id/applicant',
    write,
    'Save the birth date, town and district into the own student profile, while the application may change (the other profile fields stay)',
    { params, body: applicantProfileSchema, response: applicant },
    (application, body) => service.saveApplicant(application, body),
  );
};
