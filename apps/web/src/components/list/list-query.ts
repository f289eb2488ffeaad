import type { Page } from '@portal/shared/paging';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/** One page of a list as a query: the page on screen stays (dimmed) while the next one loads. */
export function listQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (signal: AbortSignal) => Promise<Page<T>>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: keepPreviousData });
}
