import { idParamsSchema as params } from '@portal/shared/fields';
import {
  applicationScoreSchema,
  auditEntrySchema,
  bonusInputSchema,
  eligibilityRunSchema,
  scoreRunSchema,
  sessionIdParamsSchema,
} from '@portal/shared/review-runs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';

const readScore = { action: 'application.score.read' } as const;
const readAudit = { action: 'application.audit.read' } as const;

/** The committee's runs over a session, one application's score, the bonus and the trail (decision 303). */
export const reviewRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = app.services.reviewRuns;

  app.post(
    '/applications/eligibility-check/:sessionId',
    route('admin', 'Check the eligibility of every application of the session and keep the reasons', {
      params: sessionIdParamsSchema,
      response: ok(eligibilityRunSchema),
    }),
    async (request) => ({ data: await runs.checkEligibility(userOf(request), request.params.sessionId) }),
  );

  app.post(
    '/applications/save-total-scores/:sessionId',
    route('admin', 'Score and rank every application of the session (the session keeps its first rubric)', {
      params: sessionIdParamsSchema,
      response: ok(scoreRunSchema),
    }),
    async (request) => ({ data: await runs.saveTotalScores(userOf(request), request.params.sessionId) }),
  );

  app.get(
    '/applications/:id/score',
    route(readScore, 'The score part by part: staff; its applicant once published', {
      params,
      response: ok(applicationScoreSchema),
    }),
    async (request) => ({ data: await runs.score(userOf(request), accessed(request, readScore)) }),
  );

  app.patch(
    '/applications/:id/bonus',
    route('admin', "The committee's bonus (1 to 5 with its reason, or null); answers the new score", {
      params,
      body: bonusInputSchema,
      response: ok(applicationScoreSchema),
    }),
    async (request) => ({ data: await app.services.bonus.setBonus(userOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/applications/:id/audit',
    route(readAudit, 'What the committee did to the application, newest first', {
      params,
      response: ok(z.array(auditEntrySchema)),
    }),
    async (request) => ({ data: await app.services.review.audit(request.params.id) }),
  );
};
