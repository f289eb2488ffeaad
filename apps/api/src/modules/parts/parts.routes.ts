import {
  highSchoolResumeInputSchema,
  highSchoolResumeSchema,
  highSchoolResumeUpdateSchema,
  schoolResultInputSchema,
  schoolResultSchema,
  schoolResultUpdateSchema,
} from '@portal/shared/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { ok } from '../../lib/route-options.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { partRoutes } from '../part-routes.ts';

/**
 * The six calls of a part an application has at most one of (school result, high-school resume): create with the
 * application's id, read, change and delete by the part's id, the part of one application, the caller's parts.
 */
export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schoolResults, highSchoolResumes } = app.services.parts;
  const part = partRoutes(app);
  const mine = (base: string, out: ZodType, service: { mine(user: CurrentUser): Promise<unknown[]> }) =>
    part.get(base, 'signed-in', `The caller's: ${base}`, { response: ok(z.array(out)) }, (user) => service.mine(user));

  part.calls(schoolResults, {
    one: '/school-results',
    schemas: { out: schoolResultSchema, create: schoolResultInputSchema, update: schoolResultUpdateSchema },
    access: { read: 'schoolResult.read', write: 'schoolResult.update' },
  });
  mine('/school-results', schoolResultSchema, schoolResults);
  part.calls(highSchoolResumes, {
    one: '/high-school-resumes',
    schemas: {
      out: highSchoolResumeSchema,
      create: highSchoolResumeInputSchema,
      update: highSchoolResumeUpdateSchema,
    },
    access: { read: 'highSchoolResume.read', write: 'highSchoolResume.update' },
  });
  mine('/high-school-resumes', highSchoolResumeSchema, highSchoolResumes);
};
