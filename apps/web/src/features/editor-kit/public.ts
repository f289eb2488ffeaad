/**
 * The application editor's framework, which every section is built on: a saving step (`useStepForm`) or a form
 * with a draft (`useDraftForm`) on the form kit, the step's frame and what it says about the draft, the props the
 * editor hands a section, the list of sections and the drafts kept on the device.
 */
export { CompletionNotice } from './components/completion-notice';
export { bareFieldset, DraftFeedback } from './components/draft-feedback';
export type { SectionProps } from './components/section-props';
export { StepFormFrame } from './components/step-form-frame';
export { useDraftForm } from './hooks/use-draft-form';
export { usePartSource } from './hooks/use-part-source';
export { useProblemMessage } from './hooks/use-problem-message';
export { type StepFormControl, useStepForm } from './hooks/use-step-form';
export { clearDraft, readDraft, readLastSection, saveLastSection } from './utils/draft-store';
export {
  type EditorNavigation,
  type EditorSectionId,
  isEditorSection,
  isVisibleSection,
  neighbourSections,
  sectionState,
  type ViewSectionId,
  visibleSections,
} from './utils/editor-sections';
export { choiceOrNull, flagOf, flagText, textOf, textOrNull } from './utils/form-values';
export { type StepMark, stepMark } from './utils/step-mark';
