import { queryRoots } from '@/lib/query-keys';

/** The places live under the applications root: an answer refreshes the applications a screen shows too. */
export const acceptanceKeys = {
  ofSession: (sessionId: number) => [...queryRoots.applications, 'places', 'session', sessionId] as const,
};
