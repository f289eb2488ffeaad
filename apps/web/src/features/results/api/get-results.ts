import type { PublicResultsSession } from '@portal/shared/acceptance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under the sessions root: hiding a session's list (a session write) refreshes the page. */
export const resultsKeys = { all: () => [...queryRoots.sessions, 'public-results'] as const };

// No schema parse on public calls: it keeps zod out of a public page's first load.
export function getResults(signal?: AbortSignal): Promise<PublicResultsSession[]> {
  return apiRequest<PublicResultsSession[]>({ path: '/results', signal });
}

export const resultsQueryOptions = () =>
  queryOptions({ queryKey: resultsKeys.all(), queryFn: ({ signal }) => getResults(signal), staleTime: 60_000 });

export const useResults = () => useQuery(resultsQueryOptions());
