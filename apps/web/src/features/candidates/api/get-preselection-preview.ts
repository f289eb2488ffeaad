import { preselectionPreviewSchema } from '@portal/shared/selection';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { candidateKeys } from './keys';

/** GET /sessions/{id}/preselection?count=N: the cut, the ties, the applicant types and the changes a run would make. */
export function getPreselectionPreview(sessionId: number, count: number, signal?: AbortSignal) {
  return apiRequest({
    path: '/sessions/{id}/preselection',
    pathParams: { id: sessionId },
    query: { count },
    schema: preselectionPreviewSchema,
    signal,
  });
}

/**
 * The preview of the count asked (null while none is valid); the last answer stays on screen while the next one
 * comes, so the dialog does not jump as the committee types.
 */
export function usePreselectionPreview(sessionId: number, count: number | null) {
  return useQuery({
    queryKey: candidateKeys.preselection(sessionId, count ?? 0),
    queryFn: ({ signal }) => getPreselectionPreview(sessionId, count!, signal),
    enabled: count !== null,
    placeholderData: keepPreviousData,
  });
}
