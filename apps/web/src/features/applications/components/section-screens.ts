import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { EditorSectionId } from '../utils/editor-sections';
import type { SectionProps } from './section-props';

type Screen = LazyExoticComponent<ComponentType<SectionProps>>;

/** Each section's screen is its own chunk: moving to the next step downloads that step's code only. */
export const sectionScreens: Record<EditorSectionId, Screen> = {
  'how-to-fill': lazy(() => import('./sections/how-to-fill-section').then((m) => ({ default: m.HowToFillSection }))),
  details: lazy(() => import('./sections/details-section').then((m) => ({ default: m.DetailsSection }))),
  'school-result': lazy(() =>
    import('./sections/school-result-section').then((m) => ({ default: m.SchoolResultSection })),
  ),
  'high-school-resume': lazy(() =>
    import('./sections/high-school-resume-section').then((m) => ({ default: m.HighSchoolResumeSection })),
  ),
  family: lazy(() => import('./sections/family-section').then((m) => ({ default: m.FamilySection }))),
  financing: lazy(() => import('./sections/financing-section').then((m) => ({ default: m.FinancingSection }))),
  'extra-activities': lazy(() =>
    import('./sections/extra-activities-section').then((m) => ({ default: m.ExtraActivitiesSection })),
  ),
  documents: lazy(() => import('./sections/documents-section').then((m) => ({ default: m.DocumentsSection }))),
  motivation: lazy(() => import('./sections/motivation-section').then((m) => ({ default: m.MotivationSection }))),
  rating: lazy(() => import('./sections/rating-section').then((m) => ({ default: m.RatingSection }))),
  submission: lazy(() => import('./sections/submission-section').then((m) => ({ default: m.SubmissionSection }))),
};
