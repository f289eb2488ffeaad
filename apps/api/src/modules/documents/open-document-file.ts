import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { contentDisposition } from './documents.dto.ts';
import { type DocumentFile, fileLinks, requireValidLink } from './documents.files.ts';
import { type DocumentRow, documentsRepository as documents } from './documents.repository.ts';

/** A link a documents' answer handed out: its expiry, its signature, and the staff member it names, if any. */
export type SignedLink = { expires: number; signature: string; reader?: number };

/**
 * A document's file, by one of two ways in:
 * - `link`, a signed link: a forged or expired one is refused (403) before anything is looked up. A staff member's
 *   link (`reader`) logs their read as it finds the file, and opens only while they may read it;
 * - `user`, the bearer token's: its owner and staff; anyone else learns nothing (404).
 */
export async function openDocumentFile(
  { db, config, access, documentFiles: store }: Pick<AppContext, 'db' | 'config' | 'access' | 'documentFiles'>,
  options: { filename: string; download: boolean } & ({ link: SignedLink } | { user: CurrentUser | null }),
): Promise<DocumentFile> {
  const { filename, download } = options;
  let found: DocumentRow | undefined;
  if ('user' in options) {
    found = await access.require(options.user, 'document.file.read', filename);
  } else {
    const { reader } = options.link;
    requireValidLink(fileLinks(config), { filename, ...options.link }, 'file');
    if (reader !== undefined) {
      const opened = await documents.openedFile(db, filename, { id: reader });
      if (!opened?.readable) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
      found = opened;
    }
  }
  const file = await store.find(filename);
  const row = found ?? (await documents.findByFilename(db, filename));
  if (!row) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
  return { ...file, disposition: contentDisposition(row, download) };
}
