import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createFileLinks,
  FILE_LINK_LIFETIME_SECONDS,
  FILE_LINK_WINDOW_SECONDS,
  type FileLinks,
  type LinkTarget,
} from '../../lib/document-files.ts';
import type { StoredFile } from '../../lib/uploads.ts';

/** What a file route sends: the file, and how the browser should show it. */
export type DocumentFile = StoredFile & { disposition: string };
/** A thumbnail as a route sends it, with how long the browser may keep it. */
export type DocumentThumbnail = StoredFile & { maxAgeSeconds: number };

/** The shortest time the browser keeps a thumbnail, even one fetched just before its link expires. */
export const MIN_THUMBNAIL_CACHE_SECONDS = 60;

/** The signed links of documents' files and thumbnails, keyed from the server secret. */
export const fileLinks = (config: Pick<Config, 'jwtSecret'>): FileLinks =>
  createFileLinks(config.jwtSecret, FILE_LINK_LIFETIME_SECONDS, FILE_LINK_WINDOW_SECONDS);

/** A signed link checked before anything is looked up: forged or expired is a 403 that reveals nothing. */
export function requireValidLink(
  links: FileLinks,
  link: { filename: string; expires: number; signature: string; reader?: number },
  target: LinkTarget,
): void {
  const check = links.check(link.filename, link.expires, link.signature, target, link.reader);
  if (check !== 'valid') throw new AppError('FORBIDDEN', { key: `documents.link.${check}` });
}
