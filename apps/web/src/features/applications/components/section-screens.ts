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
  family: lazy(() => import('./sections/coming-section').then((m) => ({ default: m.ComingSection }))),
  financing: lazy(() => import('./sections/skip-only-section').then((m) => ({ default: m.SkipOnlySection }))),
  'extra-activities': lazy(() => import('./sections/skip-only-section').then((m) => ({ default: m.SkipOnlySection }))),
  documents: lazy(() => import('./sections/documents-section').then((m) => ({ default: m.DocumentsSection }))),
  motivation: lazy(() => import('./sections/motivation-section').then((m) => ({ default: m.MotivationSection }))),
  rating: lazy(() => import('./sections/coming-section').then((m) => ({ default: m.ComingSection }))),
  submission: lazy(() => import('./sections/submission-section').then((m) => ({ default: m.SubmissionSection }))),
};
