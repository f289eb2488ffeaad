import { queryRoots } from '@/lib/query-keys';

/** Whose archive: the signed-in person's own, or (an administrator's screen) a person's by their id. */
export type Whose = 'me' | number;

/** Under the users root: a change to an account refreshes the size of its archive too. */
export const personalDataKeys = {
  all: [...queryRoots.users, 'export'] as const,
  summary: (whose: Whose) => [...queryRoots.users, 'export', whose] as const,
};
