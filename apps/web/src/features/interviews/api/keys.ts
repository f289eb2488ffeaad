import { queryRoots } from '@/lib/query-keys';

/** The slots of a session under the applications: a booking, a deletion or a held interview refreshes them. */
export const interviewKeys = {
  slots: (sessionId: number) => [...queryRoots.applications, 'interview-slots', sessionId] as const,
};
