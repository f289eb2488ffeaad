import { idParamsSchema as params } from '@portal/shared/fields';
import {
  conflictInputSchema,
  conflictResultSchema,
  evaluationInputSchema,
  evaluationSchema,
  evaluatorSeveritySchema,
  myInterviewSchema,
  panelsResultSchema,
  rubricSchema,
  sessionRubricSchema,
} from '@portal/shared/selection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';

const panel = { action: 'application.panel' } as const;
const member = { action: 'application.panel.member' } as const;
const conflict = { action: 'application.conflict' } as const;

/**
 * The interview panels: the session's rubric, the panels' run, the evaluators' severity, each staff member's
 * interviews, and an application's evaluations and conflicts (docs/scoring.md, decision 553).
 */
export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const selection = app.services.selection;
  const evaluations = app.services.evaluations;

  app.get(
    '/sessions/:id/rubric',
    route('staff', 'The interview rubric of the session (the default until changed), and whether it is locked', {
      params,
      response: ok(sessionRubricSchema),
    }),
    async (request) => ({ data: await selection.rubric(request.params.id) }),
  );

  app.put(
    '/sessions/:id/rubric',
    route('admin', 'Replace the interview rubric (weights sum to 100) until an evaluation is submitted', {
      params,
      body: rubricSchema,
      response: ok(sessionRubricSchema),
    }),
    async (request) => ({ data: await selection.replaceRubric(request.params.id, request.body) }),
  );

  app.post(
    '/sessions/:id/panels',
    route(
      'admin',
      'Seat panelSize staff members on each preselected application’s panel, balanced, skipping conflicts',
      {
        params,
        response: ok(panelsResultSchema),
      },
    ),
    async (request) => ({ data: await selection.assignPanels(userOf(request), request.params.id) }),
  );

  app.get(
    '/sessions/:id/evaluators',
    route('admin', 'Each staff member with a seat in the session: seats, submitted, mean score, severity', {
      params,
      response: ok(z.array(evaluatorSeveritySchema)),
    }),
    async (request) => ({ data: await selection.evaluators(request.params.id) }),
  );

  app.get(
    '/users/me/interviews',
    route('staff', 'The caller’s panel seats in the sessions not closed, with the interview and their evaluation', {
      response: ok(z.array(myInterviewSchema)),
    }),
    async (request) => ({ data: await selection.myInterviews(userOf(request)) }),
  );

  app.get(
    '/applications/:id/evaluations',
    route(panel, 'The panel’s evaluations (a member reads the others’ marks once their own is submitted)', {
      params,
      response: ok(z.array(evaluationSchema)),
    }),
    async (request) => ({
      data: await evaluations.list(userOf(request), accessed(request, panel)),
    }),
  );

  app.put(
    '/applications/:id/evaluations/mine',
    route(member, 'Save the caller’s evaluation as a draft, or submit it (every criterion marked) once', {
      params,
      body: evaluationInputSchema,
      response: ok(evaluationSchema),
    }),
    async (request) => ({
      data: await evaluations.saveMine(userOf(request), accessed(request, member), request.body),
    }),
  );

  app.post(
    '/applications/:id/conflict',
    route(conflict, 'Declare a conflict of interest: the caller leaves the panel, a free staff member replaces them', {
      params,
      body: conflictInputSchema,
      response: ok(conflictResultSchema),
    }),
    async (request) => ({
      data: await evaluations.declareConflict(userOf(request), accessed(request, conflict), request.body.reason),
    }),
  );
};
