import type { ListQueryInput } from '@portal/shared/paging';
import { queryRoots } from '@/lib/query-keys';

export const sessionKeys = {
  all: queryRoots.sessions,
  list: (query: ListQueryInput) => [...queryRoots.sessions, 'list', query] as const,
  detail: (id: number) => [...queryRoots.sessions, 'detail', id] as const,
  current: () => [...queryRoots.sessions, 'current'] as const,
  /** A session's candidates, under the applications' root: any change to an application refreshes them. */
  statistics: (id: number) => [...queryRoots.applications, 'statistics', id] as const,
  /** The applicants' ratings of the portal, under the applications' root like the figures. */
  ratings: (id: number, query: ListQueryInput) => [...queryRoots.applications, 'ratings', id, query] as const,
  previousStatistics: (id: number) => [...queryRoots.applications, 'statistics', id, 'previous'] as const,
};
