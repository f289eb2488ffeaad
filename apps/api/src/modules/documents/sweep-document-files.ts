import type { AppContext } from '../../context.ts';
import { documentsRepository as documents } from './documents.repository.ts';

/**
 * Removes the files no row names (a crash between a file and its row), and stale temporary files; answers their
 * names. Run before the server answers anyone, so no upload is under way that it could mistake for an orphan.
 */
export function sweepDocumentFiles({ db, documentFiles: store }: Pick<AppContext, 'db' | 'documentFiles'>) {
  return store.sweep((names) => documents.namedFiles(db, names));
}
