import { applicationSections, type SectionId } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import type { StepState } from '@portal/shared/enums';

/** The sections a student moves through; the score is the committee's, shown by the review screens. */
export const editorSections = applicationSections.filter((section) => section.id !== 'score');
export type EditorSectionId = Exclude<SectionId, 'score'>;

export function isEditorSection(value: string | undefined): value is EditorSectionId {
  return editorSections.some((section) => section.id === value);
}

/** A section's mark: the state of its step; the guide has none. */
export function sectionState(application: Application, section: EditorSectionId): StepState | null {
  const found = editorSections.find((candidate) => candidate.id === section);
  return found && 'step' in found ? application.steps[found.step] : null;
}

export function neighbourSections(section: EditorSectionId) {
  const index = editorSections.findIndex((candidate) => candidate.id === section);
  return {
    previous: index > 0 ? editorSections[index - 1]!.id : null,
    next: index < editorSections.length - 1 ? editorSections[index + 1]!.id : null,
  };
}
