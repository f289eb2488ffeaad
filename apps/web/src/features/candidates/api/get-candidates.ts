import type { ListQueryInput } from '@portal/shared/paging';
import { pageSchema } from '@portal/shared/paging';
import { candidateSummarySchema } from '@portal/shared/review';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/list/list-query';
import { apiRequest } from '@/lib/api-client';
import { candidateKeys } from './keys';

const summaryPageSchema = pageSchema(candidateSummarySchema);

/** A page of candidates as the list shows them: each row the summary (`view=summary`), the application opened apart. */
export function getCandidates(query: ListQueryInput, signal?: AbortSignal) {
  return apiRequest({
    path: '/applications',
    query: { ...(query as Record<string, string | number | boolean | undefined>), view: 'summary' },
    schema: summaryPageSchema,
    signal,
  });
}

export function useCandidates(query: ListQueryInput) {
  return useQuery(listQueryOptions(candidateKeys.list(query), (signal) => getCandidates(query, signal)));
}
