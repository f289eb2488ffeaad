import { idParamsSchema as params } from '@portal/shared/fields';
import { ratingInputSchema, ratingSchema, sessionRatingSchema } from '@portal/shared/list-steps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../lib/route-options.ts';
import { partRoutes } from '../part-routes.ts';

const read = { action: 'application.rating.read' } as const;
const write = { action: 'application.update' } as const;

/** The applicant's rating of the portal, one per application, and the ratings of a session for administrators. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.ratings;
  const part = partRoutes(app);

  part.get(
    '/applications/:id/rating',
    read,
    "The application's rating, or null",
    { params, response: ok(ratingSchema.nullable()) },
    (application) => service.ofApplication(application),
  );
  part.post(
    '/applications/:id/rating',
    write,
    'Rate the portal (1 to 5 stars); replaces an earlier rating',
    { params, body: ratingInputSchema, response: ok(ratingSchema) },
    (application, body) => service.replace(application, body),
  );
  part.delete('/applications/:id/rating', write, "Delete the application's rating", { params }, (application) =>
    service.remove(application),
  );
  part.get(
    '/sessions/:id/ratings',
    'admin',
    "A session's ratings, paged (sort/filter: stars, created, modified)",
    { params, ...paged(sessionRatingSchema) },
    (_admin, _body, request) => service.ofSession(request.params.id, request.query),
  );
};
