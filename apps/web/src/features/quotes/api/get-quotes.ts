import type { Page } from '@portal/shared/paging';
import type { Quote } from '@portal/shared/quotes';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/list/list-query';
import type { ListQuery } from '@/components/list/list-spec';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from './keys';

export function getQuotes(query: ListQuery, signal?: AbortSignal): Promise<Page<Quote>> {
  return apiRequest<Page<Quote>>({ path: '/quotes', query, signal });
}

export const quotesQueryOptions = (query: ListQuery) =>
  listQueryOptions(quoteKeys.list(query), (signal) => getQuotes(query, signal));

export function useQuotes(query: ListQuery) {
  return useQuery(quotesQueryOptions(query));
}
