import { lazy } from 'react';

/** The family step (its information and its members), loaded when opened, and what the submission reads of it. */
export { useFamily } from './api/get-family';
export { useFamilyMembers } from './api/get-family-members';

export const FamilySection = lazy(() =>
  import('./components/family-section').then((m) => ({ default: m.FamilySection })),
);
