import { healthSchema } from '@portal/shared/health';
import { dataSchema } from '@portal/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaVersion } from '../../db/migrate.ts';

const version = process.env.npm_package_version ?? '0.1.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Status, database kind, schema version and the upload limit',
        response: { 200: dataSchema(healthSchema) },
      },
    },
    async () => ({
      data: {
        status: 'ok' as const,
        database: app.database.kind,
        schemaVersion: await schemaVersion(app.database),
        version,
        maxUploadBytes: app.config.maxUploadBytes,
      },
    }),
  );
};
