import { queryRoots } from '@/lib/query-keys';
import type { UserListParams } from './get-users';

/** Under the users root, with the signed-in person's own account: a change by an administrator refreshes both. */
export const userKeys = {
  all: queryRoots.users,
  list: (params: UserListParams) => [...queryRoots.users, 'list', params] as const,
  detail: (id: number) => [...queryRoots.users, 'detail', id] as const,
};
