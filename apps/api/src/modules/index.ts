import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';

/** Every domain's routes, mounted under /api. Add a module here. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes];
