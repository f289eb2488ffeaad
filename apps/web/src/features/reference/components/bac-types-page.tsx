import { ReferenceListPage } from './reference-list-page';

/** /configurations/bac-types */
export function BacTypesPage() {
  return <ReferenceListPage kind="bac-types" />;
}
