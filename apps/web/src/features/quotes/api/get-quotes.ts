import type { Page } from '@portal/shared/paging';
import type { Quote } from '@portal/shared/quotes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type QuotesQuery = { page: number; size: number; search: string };

export function getQuotes(query: QuotesQuery, signal?: AbortSignal): Promise<Page<Quote>> {
  return apiRequest<Page<Quote>>({ path: '/quotes', query: { ...query, sort: 'created,desc' }, signal });
}

export const quotesQueryOptions = (query: QuotesQuery) =>
  queryOptions({
    queryKey: ['quotes', 'list', query],
    queryFn: ({ signal }) => getQuotes(query, signal),
    placeholderData: keepPreviousData,
  });

export function useQuotes(query: QuotesQuery) {
  return useQuery(quotesQueryOptions(query));
}
