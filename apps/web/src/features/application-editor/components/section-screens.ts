import type { ComponentType } from 'react';
import {
  DetailsSection,
  HighSchoolResumeSection,
  HowToFillSection,
  MotivationSection,
  RatingSection,
  SchoolResultSection,
} from '@/features/applicant-steps/public';
import { DocumentsSection } from '@/features/application-documents/public';
import { FamilySection } from '@/features/application-family/public';
import { ExtraActivitiesSection, FinancingSection } from '@/features/application-lists/public';
import { SubmissionSection } from '@/features/application-submission/public';
import type { EditorSectionId, SectionProps } from '@/features/editor-kit/public';

/** Each section's screen is its own chunk (see each feature's public.ts): the next step downloads its code only. */
export const sectionScreens: Record<EditorSectionId, ComponentType<SectionProps>> = {
  'how-to-fill': HowToFillSection,
  details: DetailsSection,
  'school-result': SchoolResultSection,
  'high-school-resume': HighSchoolResumeSection,
  family: FamilySection,
  financing: FinancingSection,
  'extra-activities': ExtraActivitiesSection,
  documents: DocumentsSection,
  motivation: MotivationSection,
  rating: RatingSection,
  submission: SubmissionSection,
};
