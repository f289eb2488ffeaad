/** What other modules may use of the sessions module: the sessions' queries, and the service for the public pages. */
export { type SessionRow, sessionsRepository } from './sessions.repository.ts';
export type { DecisionNotices, SelectionScores, SessionsService } from './sessions.service.ts';
