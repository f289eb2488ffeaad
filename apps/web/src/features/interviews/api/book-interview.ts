import type { ApplicationRead } from '@portal/shared/applications';
import { interviewSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import { apiRequest } from '@/lib/api-client';
import { interviewKeys } from './keys';

/** PUT /applications/{id}/interview: the applicant books a time, or changes to it (the same time again is safe). */
export function bookInterview(applicationId: number, slotId: number) {
  return apiRequest({
    method: 'PUT',
    path: '/applications/{id}/interview',
    pathParams: { id: applicationId },
    body: { slotId },
    schema: interviewSchema,
  });
}

/**
 * The answer is the interview as booked: the dashboard's application takes it at once (no second read over a slow
 * connection); the list of times is read again when next shown. A refusal refreshes both (the list has changed).
 */
export function useBookInterview(application: { id: number; sessionId: number }) {
  const queryClient = useQueryClient();
  const slots = interviewKeys.slots(application.sessionId);
  return useMutation({
    mutationFn: (slotId: number) => bookInterview(application.id, slotId),
    onSuccess: (interview) => {
      queryClient.setQueryData<ApplicationRead | null>(applicationKeys.current(), (current) =>
        current?.id === application.id ? { ...current, interview } : current,
      );
      void queryClient.invalidateQueries({ queryKey: slots });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: slots });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.current() });
    },
  });
}
