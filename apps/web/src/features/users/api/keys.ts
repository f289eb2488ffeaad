import type { ListQuery } from '@/components/list/list-spec';
import { queryRoots } from '@/lib/query-keys';

/** Under the users root, with the signed-in person's own account: a change by an administrator refreshes both. */
export const userKeys = {
  all: queryRoots.users,
  list: (params: ListQuery) => [...queryRoots.users, 'list', params] as const,
  detail: (id: number) => [...queryRoots.users, 'detail', id] as const,
};
