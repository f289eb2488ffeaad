import { type InterviewSlotInput, interviewSlotSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewKeys } from './keys';

/** POST /sessions/{id}/interview-slots (administrators): a time offered to the preselected applicants. */
export function createInterviewSlot(sessionId: number, input: InterviewSlotInput) {
  return apiRequest({
    method: 'POST',
    path: '/sessions/{id}/interview-slots',
    pathParams: { id: sessionId },
    body: input,
    schema: interviewSlotSchema,
  });
}

export function useCreateInterviewSlot(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewSlotInput) => createInterviewSlot(sessionId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.slots(sessionId) }),
  });
}
