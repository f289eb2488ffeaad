import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const eligibilityCheckSchema = z.object({
  checked: z.number().int(),
  eligible: z.number().int(),
  notEligible: z.number().int(),
});
export type EligibilityCheckCounts = z.infer<typeof eligibilityCheckSchema>;

/** Checks every application of the session against the programme's rules and stores the verdicts. */
export function runEligibilityCheck(sessionId: number) {
  return apiRequest({
    method: 'POST',
    path: '/applications/eligibility-check/{sessionId}',
    pathParams: { sessionId },
    schema: eligibilityCheckSchema,
  });
}

export function useRunEligibilityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runEligibilityCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
  });
}
