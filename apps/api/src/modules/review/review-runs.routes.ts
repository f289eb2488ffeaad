import { idParamsSchema as params } from '@portal/shared/fields';
import {
  applicationScoreSchema,
  auditEntrySchema,
  bonusInputSchema,
  eligibilityRunSchema,
  scoreRunSchema,
  sessionIdParamsSchema,
} from '@portal/shared/review-runs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';
import { checkSessionEligibility } from './check-session-eligibility.ts';
import { readApplicationScore } from './read-application-score.ts';
import { readTrail } from './read-trail.ts';
import { saveTotalScores } from './save-total-scores.ts';
import { setBonus } from './set-bonus.ts';

const readScore = { action: 'application.score.read' } as const;
const readAudit = { action: 'application.audit.read' } as const;

/** The committee's runs over a session, one application's score, the bonus and the trail (decision 303). */
export const reviewRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = app.services.review;
  // A run that rewrote many applications has them vacuumed once it has answered (db/table-upkeep.ts); the server
  // closes the database only after that vacuum.
  const upkeep = {
    onResponse: async (request: FastifyRequest) => {
      await review.upkeep
        .run()
        .catch((error: unknown) => request.log.warn({ err: error }, 'vacuum after a run failed'));
    },
  };
  app.addHook('onClose', () => review.upkeep.settled());

  app.post(
    '/applications/eligibility-check/:sessionId',
    {
      ...route('admin', 'Check the eligibility of every application of the session and keep the reasons', {
        params: sessionIdParamsSchema,
        response: ok(eligibilityRunSchema),
      }),
      ...upkeep,
    },
    async (request) => ({
      data: await checkSessionEligibility(review, { user: userOf(request), sessionId: request.params.sessionId }),
    }),
  );

  app.post(
    '/applications/save-total-scores/:sessionId',
    {
      ...route('admin', 'Score and rank every application of the session (the session keeps its first rubric)', {
        params: sessionIdParamsSchema,
        response: ok(scoreRunSchema),
      }),
      ...upkeep,
    },
    async (request) => ({
      data: await saveTotalScores(review, { user: userOf(request), sessionId: request.params.sessionId }),
    }),
  );

  app.get(
    '/applications/:id/score',
    route(readScore, 'The score part by part: staff; its applicant once published', {
      params,
      response: ok(applicationScoreSchema),
    }),
    async (request) => ({
      data: await readApplicationScore(review, { user: userOf(request), application: accessed(request, readScore) }),
    }),
  );

  app.patch(
    '/applications/:id/bonus',
    route('admin', "The committee's bonus (1 to 5 with its reason, or null); answers the new score", {
      params,
      body: bonusInputSchema,
      response: ok(applicationScoreSchema),
    }),
    async (request) => ({
      data: await setBonus(review, { user: userOf(request), id: request.params.id, body: request.body }),
    }),
  );

  app.get(
    '/applications/:id/audit',
    route(readAudit, 'What the committee did to the application, newest first', {
      params,
      response: ok(z.array(auditEntrySchema)),
    }),
    async (request) => ({ data: await readTrail(review, { id: request.params.id }) }),
  );
};
