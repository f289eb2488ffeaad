import { programmeSettingsSchema, publicSettingsSchema, statisticsSchema } from '@portal/shared/programme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';

const settings = ok(programmeSettingsSchema);

/** Programme settings (admin), what visitors need of them (public) and the general statistics (public). */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.programme;

  app.get('/settings', route('admin', 'Programme settings', { response: settings }), async () => ({
    data: await service.getSettings(),
  }));

  app.put(
    '/settings',
    route('admin', 'Replace the programme settings', { body: programmeSettingsSchema, response: settings }),
    async (request) => ({ data: await service.updateSettings(request.body) }),
  );

  app.get(
    '/settings/public',
    route('public', 'Contact details and allowance shown to visitors', { response: ok(publicSettingsSchema) }),
    async () => ({ data: await service.getPublicSettings() }),
  );

  app.get(
    '/statistics',
    route('public', 'Sessions, scholarships and value granted so far', { response: ok(statisticsSchema) }),
    async () => ({ data: await service.getStatistics() }),
  );
};
