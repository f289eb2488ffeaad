import type { ApplicationDocument, DocumentContentType } from '@portal/shared/documents';
import type { FileLinks } from '../../lib/document-files.ts';
import type { DocumentRow } from './documents.repository.ts';

/**
 * Where a stored document is read: its signed link, which works in `<img>` and for downloads. A staff member's link
 * names them (`reader`): opening it records their read in the application's reads log.
 */
export function documentUrl(links: FileLinks, filename: string, reader?: number): string {
  const { expires, signature } = links.sign(filename, 'file', reader);
  const readBy = reader === undefined ? '' : `&reader=${reader}`;
  return `/api/files/documents/${filename}?expires=${expires}${readBy}&signature=${signature}`;
}

/** Where a stored document's thumbnail is read: a link signed for the thumbnail only, the same all window long. */
export function thumbnailUrl(links: FileLinks, filename: string): string {
  const { expires, signature } = links.sign(filename, 'thumbnail');
  return `/api/files/documents/${filename}/thumbnail?expires=${expires}&signature=${signature}`;
}

export function toDocument(row: DocumentRow, links: FileLinks, reader?: number): ApplicationDocument {
  return {
    id: row.id,
    applicationId: row.applicationId,
    typeId: row.typeId,
    contentType: row.contentType as DocumentContentType,
    size: row.size,
    originalName: row.originalName,
    uploaded: row.uploaded.toISOString(),
    url: documentUrl(links, row.filename, reader),
    thumbnailUrl: thumbnailUrl(links, row.filename),
  };
}

/** Control characters and the marks that reorder text on screen have no place in a file name shown to people. */
const hiddenOrControl = /[\p{Cc}\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;

/** The name the file had on the phone, as a label only: cleaned, without folders, at most 200 characters. */
export function cleanOriginalName(filename: string | undefined): string | null {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(hiddenOrControl, '').normalize('NFC').trim().slice(0, 200);
  return clean === '' ? null : clean;
}

const extensions: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * `Content-Disposition` for a document: `inline` to show it, `attachment` to save it; the name is the one the
 * applicant gave, with the extension of what the file really is, in plain ASCII and in UTF-8 (RFC 6266).
 */
export function contentDisposition(
  row: Pick<DocumentRow, 'id' | 'originalName' | 'contentType'>,
  download: boolean,
): string {
  const extension = extensions[row.contentType] ?? 'bin';
  const stem = (row.originalName ?? `document-${row.id}`).replace(/\.[^.]{1,5}$/, '') || `document-${row.id}`;
  const name = `${stem}.${extension}`;
  const ascii = name.replace(/[^\w.-]+/g, '_');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
