/**
 * What other modules may use of the documents module: the documents' queries (the access policies' lookups, the
 * completeness rules' reads, the files of a cancelled application, the usage count of a document type), and how long
 * a signed file link works (kept answers live a fraction of it).
 */
export { documentsRepository } from './documents.repository.ts';
export { FILE_LINK_LIFETIME_SECONDS } from './documents.service.ts';
