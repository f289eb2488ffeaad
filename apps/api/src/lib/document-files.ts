import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DocumentContentType } from '@portal/shared/documents';
import sharp from 'sharp';
import { AppError } from './app-error.ts';
import type { FileStorage } from './file-storage.ts';
import type { StoredFile, UploadedFile } from './uploads.ts';

/** A file whose bytes were judged: what it really is, and the bytes to keep. */
export type CheckedFile = { buffer: Buffer; contentType: DocumentContentType; extension: 'pdf' | 'jpg' | 'png' };

const unsupported = (field: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    key: 'documents.unsupportedType',
    fieldErrors: [{ field, key: 'documents.unsupportedType' }],
  });

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PDF opens with its version line and ends with its end-of-file mark (a truncated one has none). */
function isPdf(buffer: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(buffer.subarray(0, 8).toString('latin1'))) return false;
  return buffer.subarray(Math.max(0, buffer.length - 1024)).includes('%%EOF');
}

/**
 * Judges a file by its bytes, never by its name or announced type: a PDF is kept byte for byte; a JPEG or PNG is
 * decoded and written again without its metadata (place, date, phone), turned upright first since the orientation
 * mark goes with the rest. Anything else, or an image that does not decode, is a 415.
 */
export async function checkDocumentFile(file: UploadedFile): Promise<CheckedFile> {
  const { buffer } = file;
  if (isPdf(buffer)) return { buffer, contentType: 'application/pdf', extension: 'pdf' };
  const jpeg = startsWith(buffer, JPEG);
  if (!jpeg && !startsWith(buffer, PNG)) throw unsupported(file.field);
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    const output = jpeg
      ? await image.jpeg({ quality: 85 }).toBuffer()
      : await image.png({ compressionLevel: 7 }).toBuffer();
    return jpeg
      ? { buffer: output, contentType: 'image/jpeg', extension: 'jpg' }
      : { buffer: output, contentType: 'image/png', extension: 'png' };
  } catch {
    throw unsupported(file.field);
  }
}

const STORED_NAME = /^[0-9a-f-]{36}\.(pdf|jpg|png)$/;
const contentTypes: Record<string, DocumentContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const notFoundFile = () => new AppError('NOT_FOUND', { params: { resource: 'file' } });

/** The kinds of file (the folders of DATA_DIR/files, the prefixes of a bucket) the documents keep. */
export const DOCUMENTS_KIND = 'documents';
export const THUMBNAILS_KIND = 'document-thumbnails';

/**
 * Documents under random names in `documents/` of the file storage (the disk's DATA_DIR/files, readable by the
 * server's user only, or a bucket), and their thumbnails under the same names in `document-thumbnails/`. A file is
 * stored whole before the row that names it is written; a file or thumbnail no row names is removed by `sweep`.
 */
export function createDocumentStore(storage: FileStorage) {
  const checkedName = (filename: string) => {
    if (!STORED_NAME.test(filename)) throw notFoundFile();
    return filename;
  };
  const fileKey = (filename: string) => `${DOCUMENTS_KIND}/${checkedName(filename)}`;
  const thumbnailKey = (filename: string) => `${THUMBNAILS_KIND}/${checkedName(filename)}`;

  async function findAs(key: string, contentType: string): Promise<StoredFile> {
    const found = await storage.find(key);
    if (!found) throw notFoundFile();
    return { ...found, contentType };
  }

  /** Removes the files of `kind` no row names, once older than an upload under way can be; answers their names. */
  async function sweepKind(kind: string, isNamed: (filenames: string[]) => Promise<Set<string>>, now: number) {
    const orphans: string[] = [];
    // A thousand names a query, asked as the listing goes: the names held are a thousand whatever the number of
    // files (286,548 at 50,000 candidates), not the whole listing.
    let some: string[] = [];
    const keepOrphans = async () => {
      const named = await isNamed(some.filter((name) => STORED_NAME.test(name)));
      orphans.push(...some.filter((name) => !named.has(name)));
      some = [];
    };
    for await (const object of storage.list(`${kind}/`)) {
      if (now - object.modified.getTime() >= storage.orphanGraceMs) some.push(object.key.slice(kind.length + 1));
      if (some.length === 1000) await keepOrphans();
    }
    if (some.length > 0) await keepOrphans();
    await Promise.all(orphans.map((name) => storage.remove(`${kind}/${name}`).catch(() => undefined)));
    return orphans;
  }

  return {
    storage,

    /** Writes a file under a new random name and answers it; a failed write leaves nothing. */
    async write(file: CheckedFile): Promise<string> {
      const filename = `${randomUUID()}.${file.extension}`;
      await storage.put(fileKey(filename), file.buffer);
      return filename;
    },

    /** Writes the thumbnail (a JPEG) of a stored file, under the file's name, as durably as the file itself. */
    async writeThumbnail(filename: string, thumbnail: Buffer): Promise<void> {
      await storage.put(thumbnailKey(filename), thumbnail);
    },

    /** Removes a file and its thumbnail. */
    async remove(filename: string): Promise<void> {
      await storage.remove(fileKey(filename)).catch(() => undefined);
      await storage.remove(thumbnailKey(filename)).catch(() => undefined);
    },

    find: (filename: string): Promise<StoredFile> =>
      findAs(fileKey(filename), contentTypes[filename.split('.').pop()!]!),

    /** The thumbnail of a stored file (always a JPEG); not found when it has none yet. */
    findThumbnail: (filename: string): Promise<StoredFile> => findAs(thumbnailKey(filename), 'image/jpeg'),

    /**
     * Removes every file and thumbnail no row names, temporary ones included, except those younger than the
     * storage's grace (an upload under way on another server); answers the names removed (a thumbnail's with its
     * folder in front).
     */
    async sweep(isNamed: (filenames: string[]) => Promise<Set<string>>, now = Date.now()): Promise<string[]> {
      const files = await sweepKind(DOCUMENTS_KIND, isNamed, now);
      const thumbnails = await sweepKind(THUMBNAILS_KIND, isNamed, now);
      return [...files, ...thumbnails.map((name) => `${THUMBNAILS_KIND}/${name}`)];
    },
  };
}
export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** How long a signed file link works at least: long enough to read a page of documents on a slow phone. */
export const FILE_LINK_LIFETIME_SECONDS = 30 * 60;
/**
 * Expiries are rounded up to a multiple of this, so a link lives 30 to 60 minutes, short if leaked, and every listing
 * within one half-hour hands out the same links: the browser keeps the thumbnails it fetched through them.
 */
export const FILE_LINK_WINDOW_SECONDS = 30 * 60;

/** How a signed link checked out. */
export type LinkCheck = 'valid' | 'expired' | 'forged';

/** What a signed link opens: the file itself, its thumbnail, or a person's whole archive (the name says whose). */
export type LinkTarget = 'file' | 'thumbnail' | 'export';

/**
 * Links to stored files that need no bearer token (an `<img>` or a download cannot send one), signed with a key
 * derived from the server secret: handed out only to those who may read the file. A link works for at least
 * `lifetimeSeconds`; its expiry is rounded up to the next multiple of `windowSeconds`, so every listing within one
 * window hands out the same link and the browser can keep what it fetched through it.
 */
export function createFileLinks(secret: string, lifetimeSeconds: number, windowSeconds: number) {
  const key = createHmac('sha256', secret).update('signed file links').digest();
  // A file's message is the one signed before thumbnails existed, so links handed out then keep working; any other
  // target is named first, so a link signed for one never opens another. A link handed to a staff member names
  // them (`reader`), so that opening it records their read; it opens only with their id.
  const messageOf = (filename: string, expires: number, target: LinkTarget, reader?: number) => {
    if (reader !== undefined) return `${target} read by ${reader}\n${filename}\n${expires}`;
    return target === 'file' ? `${filename}\n${expires}` : `${target}\n${filename}\n${expires}`;
  };
  const signatureOf = (filename: string, expires: number, target: LinkTarget, reader?: number) =>
    createHmac('sha256', key)
      .update(messageOf(filename, expires, target, reader))
      .digest('base64url');
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  return {
    lifetimeSeconds,
    windowSeconds,
    sign(filename: string, target: LinkTarget = 'file', reader?: number): { expires: number; signature: string } {
      const expires = Math.ceil((nowSeconds() + lifetimeSeconds) / windowSeconds) * windowSeconds;
      return { expires, signature: signatureOf(filename, expires, target, reader) };
    },
    check(
      filename: string,
      expires: number,
      signature: string,
      target: LinkTarget = 'file',
      reader?: number,
    ): LinkCheck {
      const expected = Buffer.from(signatureOf(filename, expires, target, reader));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return expires < nowSeconds() ? 'expired' : 'valid';
    },
    /** Seconds until a link expires. */
    secondsLeft: (expires: number) => Math.max(0, expires - nowSeconds()),
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
