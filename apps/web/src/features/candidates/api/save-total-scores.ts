import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const savedScoresSchema = z.object({ scored: z.number().int() });

/** Computes and stores the total score of every application of the session. */
export function saveTotalScores(sessionId: number) {
  return apiRequest({
    method: 'POST',
    path: '/applications/save-total-scores/{sessionId}',
    pathParams: { sessionId },
    schema: savedScoresSchema,
  });
}

export function useSaveTotalScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTotalScores,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
