import { idParamsSchema as params } from '@portal/shared/fields';
import {
  interviewBookingSchema,
  interviewOutcomeSchema,
  interviewSchema,
  interviewSlotInputSchema,
  interviewSlotSchema,
} from '@portal/shared/selection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';

const owner = { action: 'application.update' } as const;
const panel = { action: 'application.panel' } as const;

/**
 * Interviews: the slots the committee offers, the preselected applicant's booking (with its calendar invitation),
 * and whether the interview was held or missed.
 */
export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const slots = app.services.interviewSlots;
  const interviews = app.services.interviews;

  app.post(
    '/sessions/:id/interview-slots',
    route('admin', 'Offer an interview time: a place or a video link (or both), its length and capacity', {
      params,
      body: interviewSlotInputSchema,
      response: created(interviewSlotSchema),
    }),
    async (request, reply) => reply.status(201).send({ data: await slots.create(request.params.id, request.body) }),
  );

  app.get(
    '/sessions/:id/interview-slots',
    route(
      'signed-in',
      'The session’s interview times, soonest first: every one with its bookings for staff; for a preselected applicant those they may choose and their own; none for other students',
      { params, response: ok(z.array(interviewSlotSchema)) },
    ),
    async (request) => ({ data: await slots.list(userOf(request), request.params.id) }),
  );

  app.delete(
    '/interview-slots/:id',
    route('admin', 'Delete an interview time: its applicants are told and choose another', {
      params,
      response: deletion,
    }),
    async (request) => deleted(slots.remove(userOf(request), request.params.id)),
  );

  app.put(
    '/applications/:id/interview',
    route(owner, 'Book an interview time, or change it until 24 hours before; the mail carries a calendar invitation', {
      params,
      body: interviewBookingSchema,
      response: ok(interviewSchema),
    }),
    async (request) => ({
      data: await interviews.book(userOf(request), accessed(request, owner), request.body.slotId),
    }),
  );

  app.patch(
    '/applications/:id/interview',
    route(panel, 'Record whether the interview was held or missed (the panel and administrators)', {
      params,
      body: interviewOutcomeSchema,
      response: ok(interviewSchema),
    }),
    async (request) => ({
      data: await interviews.recordOutcome(userOf(request), accessed(request, panel), request.body.state),
    }),
  );
};
