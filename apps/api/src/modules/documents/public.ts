/**
 * What other modules may use of the documents module: the documents' queries (the access policies' lookups, the
 * completeness rules' reads, the files of a cancelled application, the usage count of a document type), and storing
 * a document of a decided application with its signed link (a beneficiary's transcripts).
 */
export { documentLink } from './document-link.ts';
export { documentsRepository } from './documents.repository.ts';
export { storeDocument } from './store-document.ts';
