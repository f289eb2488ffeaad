import { lazy } from 'react';

/**
 * The steps that are one form each (how to fill, details, school result, high-school resume, motivation, rating):
 * their screens, each its own chunk loaded when opened, and what the submission reads of them.
 */
export { useApplicantProfile } from './api/get-applicant-profile';
export { useHighSchoolResume } from './api/get-high-school-resume';
export { useRating } from './api/get-rating';
export { useSchoolResult } from './api/get-school-result';

export const HowToFillSection = lazy(() =>
  import('./components/how-to-fill-section').then((m) => ({ default: m.HowToFillSection })),
);
export const DetailsSection = lazy(() =>
  import('./components/details-section').then((m) => ({ default: m.DetailsSection })),
);
export const SchoolResultSection = lazy(() =>
  import('./components/school-result-section').then((m) => ({ default: m.SchoolResultSection })),
);
export const HighSchoolResumeSection = lazy(() =>
  import('./components/high-school-resume-section').then((m) => ({ default: m.HighSchoolResumeSection })),
);
export const MotivationSection = lazy(() =>
  import('./components/motivation-section').then((m) => ({ default: m.MotivationSection })),
);
export const RatingSection = lazy(() =>
  import('./components/rating-section').then((m) => ({ default: m.RatingSection })),
);
