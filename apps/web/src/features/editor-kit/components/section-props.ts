import type { Application } from '@portal/shared/applications';
import type { Session } from '@portal/shared/sessions';
import type { EditorSectionId } from '../utils/editor-sections';

/** What the editor hands every section's screen. */
export type SectionProps = {
  section: EditorSectionId;
  application: Application;
  session: Session;
  /** View mode: an administrator, or an application that can no longer change. */
  readOnly: boolean;
  /** The address of a section in the current mode (edit or view). */
  sectionPath: (section: EditorSectionId) => string;
};
