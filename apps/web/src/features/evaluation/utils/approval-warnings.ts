import type { Application } from '@portal/shared/applications';

/** What the decision dialog knows of the candidate: the application, or a row of the candidates list. */
export type DecisionSubject = Pick<
  Application,
  'id' | 'eligible' | 'nonEligibilityReasons' | 'submitted' | 'totalScore'
>;

export type ApprovalWarning = 'notChecked' | 'notEligible' | 'notSubmitted' | 'notScored';

/**
 * Why approving this candidate would be unusual, each named: the eligibility not checked yet or not met, the
 * application never submitted, no score saved. The committee may still approve; it should know why it is unusual.
 */
export function approvalWarnings(subject: DecisionSubject): ApprovalWarning[] {
  const warnings: ApprovalWarning[] = [];
  if (subject.eligible === null) warnings.push('notChecked');
  if (subject.eligible === false) warnings.push('notEligible');
  if (!subject.submitted) warnings.push('notSubmitted');
  if (subject.totalScore === null) warnings.push('notScored');
  return warnings;
}
