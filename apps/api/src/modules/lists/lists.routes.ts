import {
  extraActivityFieldsSchema,
  extraActivityInputSchema,
  extraActivitySchema,
  financingFieldsSchema,
  financingInputSchema,
  financingSchema,
} from '@portal/shared/list-steps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partRoutes } from '../part-routes.ts';

/**
 * The five calls of a part an application has any number of (financing, extra activities): create with the
 * application's id; read, change and delete by the entry's id; the entries of one application, oldest first.
 */
export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { financings, extraActivities } = app.services.lists;
  const part = partRoutes(app);

  part.calls(financings, {
    list: 'financing',
    schemas: { out: financingSchema, create: financingInputSchema, update: financingFieldsSchema },
    access: { read: 'financing.read', write: 'financing.update' },
  });
  part.calls(extraActivities, {
    list: 'extra-activities',
    schemas: { out: extraActivitySchema, create: extraActivityInputSchema, update: extraActivityFieldsSchema },
    access: { read: 'extraActivity.read', write: 'extraActivity.update' },
  });
};
