import type { ListQuery } from '@/components/list/list-spec';
import { queryRoots } from '@/lib/query-keys';

/** Every quote query starts with the quotes root: a change refreshes the list here and the landing page's quotes. */
export const quoteKeys = {
  all: queryRoots.quotes,
  list: (query: ListQuery) => [...queryRoots.quotes, 'list', query] as const,
};
