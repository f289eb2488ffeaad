import { PassThrough } from 'node:stream';
import {
  beneficiaryLineSchema,
  beneficiaryYearSchema,
  hoursParamsSchema,
  paymentInputSchema,
  paymentSchema,
  scheduleLineSchema,
  serviceHoursInputSchema,
  serviceHoursSchema,
  transcriptParamsSchema,
  tuitionInputSchema,
} from '@portal/shared/beneficiaries';
import { documentSchema } from '@portal/shared/documents';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff } from '../../lib/access.ts';
import { invalidField } from '../../lib/app-error.ts';
import { created, ok, route } from '../../lib/route-options.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { accessed } from '../../plugins/access.ts';
import { signInConfirmation, userOf } from '../../plugins/auth.ts';
import { writeBoard } from './beneficiaries.export.ts';
import { exportBoard } from './export-board.ts';
import { precheckTranscript } from './precheck-transcript.ts';
import { readBoard } from './read-board.ts';
import { readYear } from './read-year.ts';
import { recordPayment } from './record-payment.ts';
import { reportHours } from './report-hours.ts';
import { sendTranscript } from './send-transcript.ts';
import { setTuition } from './set-tuition.ts';
import { validateHours } from './validate-hours.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const read = { action: 'beneficiary.read' } as const;
const report = { action: 'beneficiary.update' } as const;

/**
 * The beneficiary's year: the holder and administrators read it, the holder reports service hours, administrators
 * validate them, record payments, and follow every beneficiary on the board.
 */
export const beneficiariesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/beneficiaries',
    route(
      'admin',
      'The beneficiaries of the latest published session, each with what is late (withdrawn places marked)',
      {
        response: ok(z.array(beneficiaryLineSchema)),
      },
      { signInInQuery: true },
    ),
    async (request) => ({
      data: await readBoard(app, { reader: userOf(request).id, confirm: signInConfirmation(request) }),
    }),
  );

  app.get(
    '/beneficiaries/export',
    route('admin', 'The board as a spreadsheet download (.xlsx): the beneficiaries, then every payment', {}),
    async (request, reply) => {
      const board = await exportBoard(app, { reader: userOf(request).id });
      const body = new PassThrough();
      writeBoard(body, board, request.locale).then(
        () => body.end(),
        (error: unknown) => {
          request.log.error({ err: error }, 'beneficiaries export failed');
          body.destroy(error as Error);
        },
      );
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="beneficiaries.xlsx"')
        .send(body);
    },
  );

  app.get(
    '/beneficiaries/:id',
    route(
      read,
      "A beneficiary's year (by the accepted application): hours, payment schedule, transcripts, what is late",
      {
        params,
        response: ok(beneficiaryYearSchema),
      },
    ),
    async (request) => {
      // An administrator's links to the transcripts name them, so that opening one is logged (decision 561).
      const user = userOf(request);
      const reader = isStaff(user.role) ? user.id : undefined;
      return { data: await readYear(app, { application: accessed(request, read), reader }) };
    },
  );

  app.post(
    '/beneficiaries/:id/hours',
    route(report, 'Report service hours (date, hours, what was done); the committee validates them', {
      params,
      body: serviceHoursInputSchema,
      response: created(serviceHoursSchema),
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await reportHours(app, { application: accessed(request, report), input: request.body }) }),
  );

  app.post(
    '/beneficiaries/:id/transcripts/:semester',
    route(report, "Send a semester's transcript (multipart: file; PDF, JPEG or PNG), once per semester", {
      params: transcriptParamsSchema,
      consumes: ['multipart/form-data'],
      response: created(documentSchema),
    }),
    async (request, reply) => {
      const application = accessed(request, report);
      // Nothing sent at all is a missing file, like a form sent without one.
      if (!request.headers['content-type']) throw invalidField('file', 'documents.fileMissing');
      // A form's empty file input may arrive as a text part named `file`: read it, and answer that the file is missing.
      const body = await readMultipart(
        request,
        { maxFileBytes: app.config.maxUploadBytes, files: 1, fields: 1 },
        { beforeFirstFile: () => precheckTranscript(app, { applicationId: application.id }) },
      );
      const sent = await sendTranscript(app, { application, semester: request.params.semester, body });
      return reply.status(201).send({ data: sent });
    },
  );

  app.post(
    '/beneficiaries/:id/hours/:hoursId/validation',
    route('admin', 'Validate an entry of service hours (counted in the total from then on)', {
      params: hoursParamsSchema,
      response: ok(serviceHoursSchema),
    }),
    async (request) => ({
      data: await validateHours(app, {
        actor: userOf(request),
        applicationId: request.params.id,
        hoursId: request.params.hoursId,
      }),
    }),
  );

  app.post(
    '/beneficiaries/:id/payments',
    route(
      'admin',
      'Record a payment of a line of the schedule: due date, amount in FCFA, paid date, operator, reference',
      {
        params,
        body: paymentInputSchema,
        response: created(paymentSchema),
      },
    ),
    async (request, reply) =>
      reply.status(201).send({
        data: await recordPayment(app, {
          actor: userOf(request),
          applicationId: request.params.id,
          input: request.body,
        }),
      }),
  );

  app.put(
    '/beneficiaries/:id/tuition',
    route(
      'admin',
      "Set the tuition fee of a beneficiary's year in FCFA (the schedule's first line, due as it starts)",
      {
        params,
        body: tuitionInputSchema,
        response: ok(scheduleLineSchema),
      },
    ),
    async (request) => ({
      data: await setTuition(app, { actor: userOf(request), applicationId: request.params.id, input: request.body }),
    }),
  );
};
