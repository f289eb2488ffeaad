import { applicationReadsSchema } from '@portal/shared/personal-data';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under the application's own key: what refreshes the application refreshes who read it. */
export const readsKey = (applicationId: number) => [...queryRoots.applications, 'one', applicationId, 'reads'] as const;

/** Who on the committee read the application, newest first, and how many wait for the decisions (the applicant). */
export function getReads(applicationId: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications/{id}/reads',
    pathParams: { id: applicationId },
    answer: applicationReadsSchema,
    signal,
  });
}

export function useReads(applicationId: number) {
  return useQuery({ queryKey: readsKey(applicationId), queryFn: ({ signal }) => getReads(applicationId, signal) });
}
