import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the panels: a session's rubric under the session (a change to the session reads it again), and
 * what evaluations move (an application's evaluations, the caller's seats, the evaluators' severity) under the
 * applications, so any change to an application refreshes them.
 */
export const panelKeys = {
  rubric: (sessionId: number) => [...queryRoots.sessions, 'detail', sessionId, 'rubric'] as const,
  evaluations: (applicationId: number) => [...queryRoots.applications, 'one', applicationId, 'evaluations'] as const,
  myInterviews: () => [...queryRoots.applications, 'interviews', 'mine'] as const,
  evaluators: (sessionId: number) => [...queryRoots.applications, 'evaluators', sessionId] as const,
};

/** Where the evaluator's marks are kept on the device, beside an applicant's drafts of the same application. */
export const evaluationDraftKey = 'evaluation';
