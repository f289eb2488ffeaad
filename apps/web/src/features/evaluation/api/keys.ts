import { queryRoots } from '@/lib/query-keys';

/** Query keys of the committee's review of one application, under the application's own root. */
export const evaluationKeys = {
  score: (applicationId: number) => [...queryRoots.applications, 'one', applicationId, 'score'] as const,
  audit: (applicationId: number) => [...queryRoots.applications, 'one', applicationId, 'audit'] as const,
  documents: (applicationId: number) => [...queryRoots.applications, 'one', applicationId, 'documents'] as const,
};
