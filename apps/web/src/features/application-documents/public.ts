import { lazy } from 'react';

/** The documents step (uploads kept on the phone until sent), loaded when opened, and what the submission reads of it. */
export { useDocuments } from './api/get-documents';
export { documentsContent } from './utils/applicable-document-types';

export const DocumentsSection = lazy(() =>
  import('./components/documents-section').then((m) => ({ default: m.DocumentsSection })),
);
