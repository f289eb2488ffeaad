import { idParamsSchema as params } from '@portal/shared/fields';
import { ratingInputSchema, ratingSchema, sessionRatingSchema } from '@portal/shared/list-steps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, deletion, ok, paged, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';

const read = { action: 'application.rating.read' } as const;
const write = { action: 'application.update' } as const;

/** The applicant's rating of the portal, one per application, and the ratings of a session for administrators. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.ratings;

  app.get(
    '/applications/:id/rating',
    route(read, "The application's rating, or null", { params, response: ok(ratingSchema.nullable()) }),
    async (request) => ({ data: await service.ofApplication(accessed(request, read)) }),
  );

  app.post(
    '/applications/:id/rating',
    route(write, 'Rate the portal (1 to 5 stars); replaces an earlier rating', {
      params,
      body: ratingInputSchema,
      response: ok(ratingSchema),
    }),
    async (request) => ({ data: await service.replace(accessed(request, write), request.body) }),
  );

  app.delete(
    '/applications/:id/rating',
    route(write, "Delete the application's rating", { params, response: deletion }),
    async (request) => deleted(service.remove(accessed(request, write))),
  );

  app.get(
    '/sessions/:id/ratings',
    route('admin', "A session's ratings, paged (sort/filter: stars, created, modified)", {
      params,
      ...paged(sessionRatingSchema),
    }),
    async (request) => ({ data: await service.ofSession(request.params.id, request.query) }),
  );
};
