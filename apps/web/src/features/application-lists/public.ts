import { lazy } from 'react';

/** The list steps (financing, extra activities), loaded when opened, and what the submission reads of them. */
export { useEntries } from './api/get-entries';

export const FinancingSection = lazy(() =>
  import('./components/financing-section').then((m) => ({ default: m.FinancingSection })),
);
export const ExtraActivitiesSection = lazy(() =>
  import('./components/extra-activities-section').then((m) => ({ default: m.ExtraActivitiesSection })),
);
