import { dataSchema } from '@portal/shared/paging';
import { programmeSettingsSchema, publicSettingsSchema, statisticsSchema } from '@portal/shared/programme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicSettings, getSettings, getStatistics, updateSettings } from './programme.service.ts';

/** Programme settings (admin), what visitors need of them (public) and the general statistics (public). */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['programme'];
  app.get(
    '/settings',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: { tags, summary: 'Programme settings', response: { 200: dataSchema(programmeSettingsSchema) } },
    },
    async () => ({ data: await getSettings(app.db) }),
  );
  app.put(
    '/settings',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Replace the programme settings',
        body: programmeSettingsSchema,
        response: { 200: dataSchema(programmeSettingsSchema) },
      },
    },
    async (request) => ({ data: await updateSettings(app.db, request.body) }),
  );
  app.get(
    '/settings/public',
    {
      schema: {
        tags,
        summary: 'Contact details and allowance shown to visitors',
        response: { 200: dataSchema(publicSettingsSchema) },
      },
    },
    async () => ({ data: await getPublicSettings(app.db) }),
  );
  app.get(
    '/statistics',
    {
      schema: {
        tags,
        summary: 'Sessions, scholarships and value granted so far',
        response: { 200: dataSchema(statisticsSchema) },
      },
    },
    async () => ({ data: await getStatistics(app.db) }),
  );
};
