import { pageSchema } from '@portal/shared/paging';
import { candidateSchema } from '@portal/shared/review';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const candidatePageSchema = pageSchema(candidateSchema);

/**
 * How many candidates of the session still undecided (pending) stand above `finalRank` in the final ranking: one
 * page of one row of the candidates list, its total read. Not asked without a session or a final rank.
 */
export function usePendingAbove(sessionId: number | undefined, finalRank: number | null | undefined, enabled: boolean) {
  const asked = enabled && sessionId !== undefined && finalRank !== null && finalRank !== undefined;
  return useQuery({
    queryKey: [...queryRoots.applications, 'pending-above', sessionId, finalRank] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/applications',
        query: {
          filter: `session.id:eq:${sessionId};status:eq:PENDING;finalRank:lt:${finalRank}`,
          size: 1,
        },
        schema: candidatePageSchema,
        signal,
      }),
    select: (page) => page.totalElements,
    enabled: asked,
  });
}
