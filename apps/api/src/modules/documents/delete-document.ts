import type { AppContext } from '../../context.ts';
import { lockForChange, removeFound } from '../applications/public.ts';
import { type DocumentRow, documentsRepository as documents } from './documents.repository.ts';

/** Deletes a document while its application may change; the file goes once the row is gone. */
export async function deleteDocument(
  { db, documentFiles: store }: Pick<AppContext, 'db' | 'documentFiles'>,
  { document }: { document: DocumentRow },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForChange(tx, document.applicationId);
    await removeFound(tx, documents, 'document', document.id);
  });
  await store.remove(document.filename);
}
