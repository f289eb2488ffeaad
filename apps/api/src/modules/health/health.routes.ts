import { healthSchema } from '@portal/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    route('public', 'Status, database kind, schema version and the upload limit', { response: ok(healthSchema) }),
    async () => ({ data: await app.services.health.status() }),
  );
};
