import { lazy } from 'react';

/**
 * What other features may use of the interviews: the dashboard's interview section (small: the card it shows to a
 * preselected applicant is a chunk of its own), and a session's interviews tab, a lazy chunk of the staff area.
 */
export { InterviewSection } from './components/interview-section';
export const SessionInterviews = lazy(() =>
  import('./components/session-interviews').then((m) => ({ default: m.SessionInterviews })),
);
