import { applicationSections, requiredSteps, type SectionId } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import type { StepState } from '@portal/shared/enums';

/** The sections a student moves through; the score is the committee's, shown by the review screens. */
export const editorSections = applicationSections.filter((section) => section.id !== 'score');
export type EditorSectionId = Exclude<SectionId, 'score'>;

export function isEditorSection(value: string | undefined): value is EditorSectionId {
  return editorSections.some((section) => section.id === value);
}

/**
 * A section's mark: the state of its step, or "not needed" for a step this applicant does not have to do (the
 * university results of a pupil, which the submission leaves out too); the guide has none.
 */
export function sectionState(application: Application, section: ViewSectionId): StepState | 'NOT_NEEDED' | null {
  const found = editorSections.find((candidate) => candidate.id === section);
  if (!found || !('step' in found)) return null;
  const needed = found.step === 'DECLARATION' || requiredSteps(application).includes(found.step);
  return needed ? application.steps[found.step] : 'NOT_NEEDED';
}

/** Administrators read one more section, in view mode only: the committee's eligibility, score, bonus and trail. */
export type ViewSectionId = EditorSectionId | 'score';

export function visibleSections(administrator: boolean): ViewSectionId[] {
  const ids: ViewSectionId[] = editorSections.map((section) => section.id);
  return administrator ? [...ids, 'score'] : ids;
}

export function isVisibleSection(value: string | undefined, administrator: boolean): value is ViewSectionId {
  return visibleSections(administrator).some((id) => id === value);
}

/** What a move between sections may carry: the new section's heading takes the focus. */
export type EditorNavigation = { focusHeading?: boolean };

export function neighbourSections(section: ViewSectionId, administrator = false) {
  const sections = visibleSections(administrator);
  const index = sections.indexOf(section);
  return {
    previous: index > 0 ? sections[index - 1]! : null,
    next: index < sections.length - 1 ? sections[index + 1]! : null,
  };
}
