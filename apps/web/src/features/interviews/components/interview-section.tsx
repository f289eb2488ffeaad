import { lazy } from 'react';
import { useCurrentApplication } from '@/features/applications/public';
import { useInterviewSlots } from '../api/get-interview-slots';

// Its own chunk, loaded only for a preselected applicant: most applicants never have an interview. The dashboard's
// sections wait for it, and appear together.
const InterviewCard = lazy(() => import('./interview-card').then((module) => ({ default: module.InterviewCard })));

/**
 * The dashboard's interview: nothing unless the current application is preselected. While a time is still to
 * choose, the list of times is asked for at once, beside the card's code, rather than after it.
 */
export function InterviewSection() {
  const application = useCurrentApplication().data;
  const interview = application?.interview ?? null;
  useInterviewSlots(application?.sessionId ?? 0, { enabled: interview?.state === 'INVITED' });
  if (!application || !interview) return null;
  return <InterviewCard application={application} interview={interview} />;
}
