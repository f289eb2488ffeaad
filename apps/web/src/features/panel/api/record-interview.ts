import { interviewSchema } from '@portal/shared/selection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type InterviewOutcome = 'HELD' | 'MISSED';

/** PATCH /applications/{id}/interview (administrators and the application's panel): whether the interview took place. */
export function recordInterview(applicationId: number, state: InterviewOutcome) {
  return apiRequest({
    method: 'PATCH',
    path: '/applications/{id}/interview',
    pathParams: { id: applicationId },
    body: { state },
    schema: interviewSchema,
  });
}

/** Held or missed moves the final score and ranking: everything about applications is read again. */
export function useRecordInterview(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: InterviewOutcome) => recordInterview(applicationId, state),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
