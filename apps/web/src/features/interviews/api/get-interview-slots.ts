import { interviewSlotSchema } from '@portal/shared/selection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { interviewKeys } from './keys';

const slotsSchema = z.array(interviewSlotSchema);

/**
 * GET /sessions/{id}/interview-slots: every slot with its bookings for staff; for a preselected applicant, the times
 * they may choose (more than a day away, with room) and their own.
 */
export function getInterviewSlots(sessionId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/sessions/{id}/interview-slots',
    pathParams: { id: sessionId },
    schema: slotsSchema,
    signal,
  });
}

export const interviewSlotsOptions = (sessionId: number) =>
  queryOptions({
    queryKey: interviewKeys.slots(sessionId),
    queryFn: ({ signal }) => getInterviewSlots(sessionId, signal),
  });

export function useInterviewSlots(sessionId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...interviewSlotsOptions(sessionId), enabled });
}
