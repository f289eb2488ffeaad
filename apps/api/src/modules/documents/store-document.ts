import type { ApplicationDocument } from '@portal/shared/documents';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { checkDocumentFile, type DocumentStore } from '../../lib/document-files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { cleanOriginalName, toDocument } from './documents.dto.ts';
import { fileLinks } from './documents.files.ts';
import { type DocumentRow, documentsRepository as documents } from './documents.repository.ts';

/**
 * Stores one file as a document of an application whatever the application's state (a beneficiary's transcript,
 * once the application is decided): judged by its bytes, written to disk first, then its row, with `linked` run in
 * the row's transaction; if that fails the file goes. The caller checked who may send it. (Another module calls it:
 * its parts are named by their own types, as AppContext's type reaches every public file through the access table.)
 */
export async function storeDocument(
  { db, config, documentFiles: store }: { db: Db; config: Pick<Config, 'jwtSecret'>; documentFiles: DocumentStore },
  {
    applicationId,
    typeId,
    file,
    linked,
  }: {
    applicationId: number;
    typeId: number;
    file: UploadedFile;
    linked: (tx: Tx, document: DocumentRow) => Promise<void>;
  },
): Promise<ApplicationDocument> {
  const content = await checkDocumentFile(file);
  const filename = await store.write(content);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await documents.insert(tx, [
        {
          applicationId,
          typeId,
          filename,
          originalName: cleanOriginalName(file.filename),
          contentType: content.contentType,
          size: content.buffer.length,
        },
      ]);
      await linked(tx, inserted!);
      return inserted!;
    });
    return toDocument(row, fileLinks(config));
  } catch (error) {
    await store.remove(filename);
    throw error;
  }
}
