import type { Application, ApplicationRead } from '@portal/shared/applications';

/** What the decision dialog knows of the candidate: the application, or a row of the candidates list. */
export type DecisionSubject = Pick<
  Application,
  'id' | 'eligible' | 'nonEligibilityReasons' | 'submitted' | 'totalScore'
> &
  Partial<Pick<ApplicationRead, 'sessionId' | 'preselected' | 'interview' | 'finalRank'>>;

export type ApprovalWarning = 'notChecked' | 'notEligible' | 'notSubmitted' | 'notScored' | 'notInterviewed';

/**
 * Why approving this candidate would be unusual, each named: the eligibility not checked yet or not met, the
 * application never submitted, no score saved, preselected but not interviewed while interviews count
 * (`interviewWeight` above 0). The committee may still approve; it should know why it is unusual.
 */
export function approvalWarnings(subject: DecisionSubject, interviewWeight = 0): ApprovalWarning[] {
  const warnings: ApprovalWarning[] = [];
  if (subject.eligible === null) warnings.push('notChecked');
  if (subject.eligible === false) warnings.push('notEligible');
  if (!subject.submitted) warnings.push('notSubmitted');
  if (subject.totalScore === null) warnings.push('notScored');
  if (subject.preselected && interviewWeight > 0 && subject.interview?.state !== 'HELD')
    warnings.push('notInterviewed');
  return warnings;
}
