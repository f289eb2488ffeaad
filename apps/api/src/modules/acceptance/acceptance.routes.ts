import {
  acceptanceAnswerSchema,
  acceptanceRunSchema,
  acceptanceSchema,
  placeSchema,
  publicResultsSessionSchema,
  withdrawalSchema,
} from '@portal/shared/acceptance';
import { applicationReadSchema } from '@portal/shared/applications';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';
import { answerPlace } from './answer-place.ts';
import { listPublicResults } from './list-public-results.ts';
import { listSessionPlaces } from './list-session-places.ts';
import { processSessionPlaces } from './process-session-places.ts';
import { withdrawPlace } from './withdraw-place.ts';

const answer = { action: 'application.acceptance.answer' } as const;

/**
 * The places after publication: the applicant's answer, the committee's withdrawal, view and run, and the public
 * results.
 */
export const acceptanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications/:id/acceptance',
    route(answer, 'Accept (with the commitment to the obligations) or decline the place, before its deadline', {
      params,
      body: acceptanceAnswerSchema,
      response: ok(acceptanceSchema),
    }),
    async (request) => ({
      data: await answerPlace(app, { application: accessed(request, answer), input: request.body }),
    }),
  );

  app.post(
    '/applications/:id/withdrawal',
    route(
      'admin',
      'Withdraw a place after publication (awaiting its answer or accepted): the year ends, the place goes to the next in line, the applicant is mailed the reason',
      { params, body: withdrawalSchema, response: ok(applicationReadSchema) },
    ),
    async (request) => ({
      data: await withdrawPlace(app.services.acceptance, {
        actor: userOf(request),
        applicationId: request.params.id,
        input: request.body,
        locale: request.locale,
      }),
    }),
  );

  app.post(
    '/sessions/:id/acceptances/process',
    route('admin', 'Expire the places past their deadline and offer each free place to the next in line, now', {
      params,
      response: ok(acceptanceRunSchema),
    }),
    async (request) => ({
      data: await processSessionPlaces(app, { actor: userOf(request), sessionId: request.params.id }),
    }),
  );

  app.get(
    '/sessions/:id/acceptances',
    route('admin', "A closed session's places, each with its state and the place it was offered after", {
      params,
      response: ok(z.array(placeSchema)),
    }),
    async (request) => ({ data: await listSessionPlaces(app, { sessionId: request.params.id }) }),
  );

  app.get(
    '/results',
    route('public', 'The selected applications of each closed session whose list is public, by number and initials', {
      response: ok(z.array(publicResultsSessionSchema)),
    }),
    async () => ({ data: await listPublicResults(app) }),
  );
};
