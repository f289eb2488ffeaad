import { ReferenceListPage } from './reference-list-page';

/** /configurations/document-types */
export function DocumentTypesPage() {
  return <ReferenceListPage kind="document-types" />;
}
