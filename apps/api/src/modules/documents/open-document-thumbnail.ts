import type { DocumentContentType } from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { makeThumbnail } from '../../lib/document-thumbnails.ts';
import { readStored } from '../../lib/file-storage.ts';
import type { StoredFile } from '../../lib/uploads.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type DocumentThumbnail, fileLinks, MIN_THUMBNAIL_CACHE_SECONDS, requireValidLink } from './documents.files.ts';
import { documentsRepository as documents } from './documents.repository.ts';

/**
 * The thumbnail of a stored file. One uploaded before thumbnails existed gets its own the first time it is asked
 * for, written as durably as an upload's; two first requests at once each write it whole, and one rename wins.
 */
async function thumbnailOf(store: AppContext['documentFiles'], filename: string): Promise<StoredFile> {
  const found = await store.findThumbnail(filename).catch(() => undefined);
  if (found) return found;
  const file = await store.find(filename);
  const contentType = file.contentType as DocumentContentType;
  await store.writeThumbnail(filename, await makeThumbnail({ buffer: await readStored(file), contentType }));
  return store.findThumbnail(filename);
}

/**
 * A document's thumbnail, by one of two ways in:
 * - `link`, its signed link (checked first, like a file's), kept by the browser until the link expires: the link
 *   stays the same across listings until then, so the documents step fetches it once;
 * - `user`, the bearer token's: its owner and staff (anyone else 404); kept a minute.
 */
export async function openDocumentThumbnail(
  { db, config, access, documentFiles: store }: Pick<AppContext, 'db' | 'config' | 'access' | 'documentFiles'>,
  options: { filename: string } & ({ link: { expires: number; signature: string } } | { user: CurrentUser | null }),
): Promise<DocumentThumbnail> {
  const { filename } = options;
  if ('user' in options) {
    await access.require(options.user, 'document.thumbnail.read', filename);
    return { ...(await thumbnailOf(store, filename)), maxAgeSeconds: MIN_THUMBNAIL_CACHE_SECONDS };
  }
  const links = fileLinks(config);
  requireValidLink(links, { filename, ...options.link }, 'thumbnail');
  if (!(await documents.findByFilename(db, filename)))
    throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
  const thumbnail = await thumbnailOf(store, filename);
  const maxAgeSeconds = Math.max(MIN_THUMBNAIL_CACHE_SECONDS, links.secondsLeft(options.link.expires));
  return { ...thumbnail, maxAgeSeconds };
}
