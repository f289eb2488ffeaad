import { ReferenceListPage } from './reference-list-page';

/** /configurations/handicaps */
export function HandicapsPage() {
  return <ReferenceListPage kind="handicaps" />;
}
