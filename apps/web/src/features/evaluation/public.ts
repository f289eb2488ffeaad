import { lazy } from 'react';

/**
 * What other features may use of the committee's review, every piece a lazy chunk of its own: applicants never
 * download the administrators' screens, and download their decision's screen only where it is shown.
 */
export const AdminScoreSection = lazy(() =>
  import('./components/admin-score-section').then((m) => ({ default: m.AdminScoreSection })),
);
export const DecisionPanel = lazy(() =>
  import('./components/decision-panel').then((m) => ({ default: m.DecisionPanel })),
);
/** The withdrawal of a published place, for a screen with its own button (the candidates list). */
export const WithdrawalDialog = lazy(() =>
  import('./components/withdrawal-dialog').then((m) => ({ default: m.WithdrawalDialog })),
);
export const ApplicantDecision = lazy(() =>
  import('./components/applicant-decision').then((m) => ({ default: m.ApplicantDecision })),
);
/** The documents of an application, read-only, for the committee. */
export const DocumentsReadOnly = lazy(() =>
  import('./components/documents-read-only').then((m) => ({ default: m.DocumentsReadOnly })),
);
