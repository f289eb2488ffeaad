import { lazy } from 'react';

/** The last step: what is missing, the declaration and the submission, loaded when opened. */
export const SubmissionSection = lazy(() =>
  import('./components/submission-section').then((m) => ({ default: m.SubmissionSection })),
);
