import { ReferenceListPage } from './reference-list-page';

/** /configurations/school-levels */
export function SchoolLevelsPage() {
  return <ReferenceListPage kind="school-levels" />;
}
