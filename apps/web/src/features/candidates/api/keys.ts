import type { ListQueryInput } from '@portal/shared/paging';
import { queryRoots } from '@/lib/query-keys';

/** Under the applications' root: a change to any application (a check, a score) refreshes the list. */
export const candidateKeys = {
  all: [...queryRoots.applications, 'candidates'] as const,
  list: (query: ListQueryInput) => [...queryRoots.applications, 'candidates', query] as const,
  /** What a preselection of `count` would do: read again after any change to applications (a run, a score). */
  preselection: (sessionId: number, count: number) =>
    [...queryRoots.applications, 'preselection', sessionId, count] as const,
};
