import type { Quote } from '@portal/shared/quotes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { landingKeys } from './keys';

export function getRandomQuotes(count: number, signal?: AbortSignal): Promise<Quote[]> {
  return apiRequest<Quote[]>({ path: '/quotes/random', query: { count }, signal });
}

export const randomQuotesQueryOptions = (count: number) =>
  queryOptions({
    queryKey: landingKeys.randomQuotes(count),
    queryFn: ({ signal }) => getRandomQuotes(count, signal),
    staleTime: 60_000,
  });

export function useRandomQuotes(count: number) {
  return useQuery(randomQuotesQueryOptions(count));
}
