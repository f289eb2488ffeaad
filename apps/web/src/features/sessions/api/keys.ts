import type { ListQueryInput } from '@portal/shared/paging';
import { queryRoots } from '@/lib/query-keys';

export const sessionKeys = {
  all: queryRoots.sessions,
  list: (query: ListQueryInput) => [...queryRoots.sessions, 'list', query] as const,
  detail: (id: number) => [...queryRoots.sessions, 'detail', id] as const,
  current: () => [...queryRoots.sessions, 'current'] as const,
};
