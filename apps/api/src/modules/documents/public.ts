/**
 * What other modules may use of the documents module: the documents' queries (the access policies' lookups, the
 * completeness rules' reads, the files of a cancelled application, the usage count of a document type).
 */
export { documentsRepository } from './documents.repository.ts';
