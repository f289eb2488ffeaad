import type { AppContext } from '../../context.ts';
import { documentsRepository as documents } from './documents.repository.ts';

/**
 * Removes the files no row names (a crash between a file and its row), and stale temporary files, once older than
 * an upload under way can be (the storage's `orphanGraceMs`); answers their names. A daily job of the server's
 * rounds (src/composition.ts), run beside the requests: the server answers at once, however many files it keeps.
 */
export function sweepDocumentFiles(
  { db, documentFiles: store }: Pick<AppContext, 'db' | 'documentFiles'>,
  now = Date.now(),
) {
  return store.sweep((names) => documents.namedFiles(db, names), now);
}
