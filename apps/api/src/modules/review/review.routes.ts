import { PassThrough } from 'node:stream';
import { candidateSchema, candidateSummarySchema, exportParamsSchema, exportQuerySchema } from '@portal/shared/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedViews, route } from '../../lib/route-options.ts';
import { signInConfirmation, userOf } from '../../plugins/auth.ts';
import { exportCandidates } from './export-candidates.ts';
import { listCandidateSummaries, listCandidates } from './list-candidates.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The candidates list's two answers: whole rows (the default), or the list screen's summary (`view=summary`). */
const candidatePages = pagedViews(candidateSchema, candidateSummarySchema);

/** The committee's review of a session's candidates: the list (staff) and its export (administrators: every contact). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = app.services.review;

  app.get(
    '/applications',
    route(
      'staff',
      'Candidates, paged; filter on session.id, eligible, submitted, universityStudent, status, type, totalScore, rank; sort on totalScore, rank, lastName, firstName, submittedAt; search in names and e-mail. view=summary: each row with the fields the list screen shows (names, e-mail, submission, eligibility, scores, ranks, decision, place); view=full (the default): the whole application beside them',
      candidatePages.schema,
      { signInInQuery: true },
    ),
    async (request, reply) => {
      const { view, ...query } = request.query;
      const reading = { user: userOf(request), confirm: signInConfirmation(request), query, locale: request.locale };
      if (view === 'summary') return candidatePages.answer(reply, view, await listCandidateSummaries(review, reading));
      return candidatePages.answer(reply, view, await listCandidates(review, reading));
    },
  );

  app.get(
    '/applications/export/:format',
    route('admin', 'The candidates matching filter, search and sort as a spreadsheet download (EXCEL: .xlsx)', {
      params: exportParamsSchema,
      querystring: exportQuerySchema,
    }),
    async (request, reply) => {
      const exported = exportCandidates(review, { query: request.query, locale: request.locale });
      const body = new PassThrough();
      // Headers are sent before the rows are read: a failure past this point can only cut the download short,
      // which the reader's zip check then refuses, rather than hand out a file that looks whole.
      exported.writeTo(body).then(
        () => body.end(),
        (error: unknown) => {
          // A cancelled download is the reader's choice, not a failure of the server.
          if (body.destroyed) return request.log.info('candidates export cancelled by the reader');
          request.log.error({ err: error }, 'candidates export failed');
          body.destroy(error as Error);
        },
      );
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .send(body);
    },
  );
};
