import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './accounts/auth.routes.ts';
import { usersRoutes } from './accounts/users.routes.ts';
import { applicationPartsRoutes } from './applications/application-parts.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { programmeRoutes } from './public-site/programme.routes.ts';
import { quotesRoutes } from './public-site/quotes.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';

/** Every domain's routes, mounted under /api. Add a module here. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  referenceRoutes,
  programmeRoutes,
  quotesRoutes,
  sessionsRoutes,
  authRoutes,
  usersRoutes,
  applicationsRoutes,
  applicationPartsRoutes,
];
