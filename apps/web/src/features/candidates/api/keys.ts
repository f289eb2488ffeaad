import type { ListQueryInput } from '@portal/shared/paging';
import { queryRoots } from '@/lib/query-keys';

/** Under the applications' root: a change to any application (a check, a score) refreshes the list. */
export const candidateKeys = {
  all: [...queryRoots.applications, 'candidates'] as const,
  list: (query: ListQueryInput) => [...queryRoots.applications, 'candidates', query] as const,
};
