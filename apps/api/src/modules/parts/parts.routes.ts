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
import { partRoutes } from '../../lib/part-routes.ts';
import { ok, route } from '../../lib/route-options.ts';
import { type CurrentUser, userOf } from '../../plugins/auth.ts';

/**
 * The six calls of a part an application has at most one of (school result, high-school resume): create with the
 * application's id, read, change and delete by the part's id, the part of one application, the caller's parts.
 */
export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schoolResults, highSchoolResumes } = app.services.parts;
  const mine = (base: string, out: ZodType, service: { mine(user: CurrentUser): Promise<unknown[]> }) =>
    app.get(base, route('signed-in', `The caller's: ${base}`, { response: ok(z.array(out)) }), async (request) => ({
      data: await service.mine(userOf(request)),
    }));

  partRoutes(app, schoolResults, {
    one: '/school-results',
    schemas: { out: schoolResultSchema, create: schoolResultInputSchema, update: schoolResultUpdateSchema },
    access: { read: 'schoolResult.read', write: 'schoolResult.update' },
  });
  mine('/school-results', schoolResultSchema, schoolResults);
  partRoutes(app, highSchoolResumes, {
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
