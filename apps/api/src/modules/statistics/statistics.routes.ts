import { sessionStatisticsSchema } from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';

const figures = () => ({ params, response: ok(sessionStatisticsSchema) });

/** The figures of a session's candidates, and of the session before it to compare with: staff only. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const statistics = app.services.statistics;

  app.get(
    '/sessions/:id/statistics',
    route('staff', "A session's candidates: total, new, old, old-ending, eligible, with a handicap", figures()),
    async (request) => ({ data: await statistics.ofSession(request.params.id) }),
  );

  app.get(
    '/sessions/:id/previous/statistics',
    route('staff', 'The same figures for the session before this one (all 0 when there is none)', figures()),
    async (request) => ({ data: await statistics.ofPreviousSession(request.params.id) }),
  );
};
