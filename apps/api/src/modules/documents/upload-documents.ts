import type { ApplicationDocument } from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { invalidField } from '../../lib/app-error.ts';
import { type CheckedFile, checkDocumentFile } from '../../lib/document-files.ts';
import { makeThumbnail } from '../../lib/document-thumbnails.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { cleanOriginalName, toDocument } from './documents.dto.ts';
import { fileLinks } from './documents.files.ts';
import { documentsRepository as documents } from './documents.repository.ts';
import { checkUpload, parseFields, targetOf } from './documents.upload-checks.ts';

/**
 * Stores the files sent for one document type (one, or several where the type allows), all or none: each is judged
 * by its bytes and written to disk first; the rows follow in one transaction, and if that fails the files go.
 */
export async function uploadDocuments(
  context: Pick<AppContext, 'db' | 'config' | 'access' | 'documentFiles'>,
  {
    user,
    body,
    fileField,
  }: {
    user: CurrentUser;
    body: { fields: Record<string, string>; files: UploadedFile[] };
    fileField: 'file' | 'files';
  },
): Promise<ApplicationDocument[]> {
  const { db, config, documentFiles: store } = context;
  const fields = parseFields(body.fields);
  const sent = body.files.filter((file) => file.field === fileField);
  if (sent.length === 0) throw invalidField(fileField, 'documents.fileMissing');
  const sentBytes = sent.reduce((sum, file) => sum + file.buffer.length, 0);
  const target = { applicationId: await targetOf(context, user, fields), typeId: fields.typeId };
  const check = (tx: Tx, bytes: number) =>
    checkUpload(tx, config.maxApplicationBytes, target, { count: sent.length, bytes });
  await db.transaction((tx) => check(tx, sentBytes));
  const checked: { file: UploadedFile; content: CheckedFile; thumbnail: Buffer }[] = [];
  for (const file of sent) {
    const content = await checkDocumentFile(file);
    checked.push({ file, content, thumbnail: await makeThumbnail(content) });
  }
  const written: string[] = [];
  try {
    // A file and its thumbnail are on the disk before their row: a crash leaves files the sweep removes.
    for (const { content, thumbnail } of checked) {
      const filename = await store.write(content);
      written.push(filename);
      await store.writeThumbnail(filename, thumbnail);
    }
    const rows = await db.transaction(async (tx) => {
      const stored = checked.reduce((sum, { content }) => sum + content.buffer.length, 0);
      const { application, type } = await check(tx, stored);
      return documents.insert(
        tx,
        checked.map(({ file, content }, index) => ({
          applicationId: application.id,
          typeId: type.id,
          filename: written[index]!,
          originalName: cleanOriginalName(file.filename),
          contentType: content.contentType,
          size: content.buffer.length,
        })),
      );
    });
    const links = fileLinks(config);
    return rows.map((row) => toDocument(row, links));
  } catch (error) {
    await Promise.all(written.map((filename) => store.remove(filename)));
    throw error;
  }
}
