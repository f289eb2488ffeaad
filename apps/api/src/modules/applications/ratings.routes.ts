import { idParamsSchema as params } from '@portal/shared/fields';
import { ratingInputSchema, ratingSchema, sessionRatingSchema } from '@portal/shared/list-steps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, deletion, ok, paged, route } from '../../lib/route-options.ts';
import { userOf } from '../../plugins/auth.ts';

/** The applicant's rating of the portal, one per application, and the ratings of a session for administrators. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.ratings;

  app.get(
    '/applications/:id/rating',
    route({ action: 'application.read' }, "The application's rating, or null", {
      params,
      response: ok(ratingSchema.nullable()),
    }),
    async (request) => ({ data: await service.ofApplication(userOf(request), request.params.id) }),
  );

  app.post(
    '/applications/:id/rating',
    route({ action: 'application.update' }, 'Rate the portal (1 to 5 stars); replaces an earlier rating', {
      params,
      body: ratingInputSchema,
      response: ok(ratingSchema),
    }),
    async (request) => ({ data: await service.replace(userOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/applications/:id/rating',
    route({ action: 'application.update' }, "Delete the application's rating", { params, response: deletion }),
    async (request) => deleted(service.remove(userOf(request), request.params.id)),
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
