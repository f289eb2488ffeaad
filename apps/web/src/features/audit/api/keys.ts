import type { ListQuery } from '@/components/list/list-spec';
import { queryRoots } from '@/lib/query-keys';

/** The portal's own audit: only read here (the server writes it as it acts). */
export const auditEventKeys = {
  all: queryRoots.auditEvents,
  list: (query: ListQuery) => [...queryRoots.auditEvents, 'list', query] as const,
};
