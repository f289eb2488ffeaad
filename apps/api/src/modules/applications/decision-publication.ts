import type { Application } from '@portal/shared/applications';
import type { SessionStatus } from '@portal/shared/enums';

/**
 * What an applicant may know of the committee's work on their application. Decisions are published when the session
 * is CLOSED; until then the applicant reads their application as undecided, unscored and unchecked. The one
 * exception is a rejection that lets them change and submit again: they must know it at once to act on it.
 * Administrators always read the truth.
 */
export const decisionPublished = (
  application: Pick<Application, 'status' | 'resubmissionAllowed'>,
  sessionStatus: SessionStatus,
) => sessionStatus === 'CLOSED' || (application.status === 'REJECTED' && application.resubmissionAllowed);

export function asApplicantSeesIt(application: Application, sessionStatus: SessionStatus): Application {
  if (decisionPublished(application, sessionStatus)) return application;
  return {
    ...application,
    status: 'PENDING',
    rejectionReason: null,
    resubmissionAllowed: false,
    totalScore: null,
    eligible: null,
    nonEligibilityReasons: [],
  };
}
