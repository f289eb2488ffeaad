import { queryRoots } from '@/lib/query-keys';

/** The signed-in person's account, under the users root: an administrator's change to any user refreshes it too. */
export const accountKeys = {
  me: () => [...queryRoots.users, 'me'] as const,
};
