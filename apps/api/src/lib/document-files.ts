import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { DocumentContentType } from '@portal/shared/documents';
import sharp from 'sharp';
import { AppError } from './app-error.ts';
import { nodeStorageFs, type StorageFs } from './storage.ts';
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

/**
 * Documents on disk, in DATA_DIR/files/documents under random names, readable by the server's user only, and their
 * thumbnails under the same names in DATA_DIR/files/document-thumbnails. A file is written to a temporary name,
 * flushed to disk, then renamed (and the rename flushed): a crash leaves either no file or a whole one. The row that
 * names it is written afterwards; a file or thumbnail no row names is removed by `sweep` at start.
 */
export function createDocumentStore(dataDir: string, fs: StorageFs = nodeStorageFs) {
  const dir = join(dataDir, 'files', 'documents');
  const thumbnailDir = join(dataDir, 'files', 'document-thumbnails');
  const checkedName = (filename: string) => {
    if (!STORED_NAME.test(filename)) throw notFoundFile();
    return filename;
  };
  const pathOf = (filename: string) => join(dir, checkedName(filename));
  const thumbnailPathOf = (filename: string) => join(thumbnailDir, checkedName(filename));
  async function syncDirectory(folder: string): Promise<void> {
    const handle = await fs.open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Writes bytes under their final name; if any step fails (a full or read-only disk), no part of them remains. */
  async function writeDurably(folder: string, filename: string, buffer: Buffer): Promise<void> {
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    // Two thumbnails of one document made at once (two first views) each write their own temporary file.
    const temporary = join(folder, `${filename}.${randomUUID()}.part`);
    try {
      const handle = await fs.open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, join(folder, filename));
    } catch (error) {
      await fs.unlink(temporary).catch(() => undefined);
      throw error;
    }
    try {
      await syncDirectory(folder);
    } catch (error) {
      await fs.unlink(join(folder, filename)).catch(() => undefined);
      throw error;
    }
  }

  async function findIn(path: string, contentType: string): Promise<StoredFile> {
    const info = await fs.stat(path).catch(() => undefined);
    if (!info?.isFile()) throw notFoundFile();
    return { path, size: info.size, contentType };
  }

  async function sweepFolder(folder: string, isNamed: (filenames: string[]) => Promise<Set<string>>) {
    const entries = await fs.readdir(folder).catch(() => [] as string[]);
    const named = await isNamed(entries.filter((name) => STORED_NAME.test(name)));
    const orphans = entries.filter((name) => !named.has(name));
    await Promise.all(orphans.map((name) => fs.unlink(join(folder, name)).catch(() => undefined)));
    return orphans;
  }

  return {
    dir,
    thumbnailDir,

    /** Writes a file under a new random name and answers it; a failed write leaves nothing. */
    async write(file: CheckedFile): Promise<string> {
      const filename = `${randomUUID()}.${file.extension}`;
      await writeDurably(dir, filename, file.buffer);
      return filename;
    },

    /** Writes the thumbnail (a JPEG) of a stored file, under the file's name, as durably as the file itself. */
    async writeThumbnail(filename: string, thumbnail: Buffer): Promise<void> {
      await writeDurably(thumbnailDir, checkedName(filename), thumbnail);
    },

    /** Removes a file and its thumbnail. */
    async remove(filename: string): Promise<void> {
      await fs.unlink(pathOf(filename)).catch(() => undefined);
      await fs.unlink(thumbnailPathOf(filename)).catch(() => undefined);
    },

    find: (filename: string): Promise<StoredFile> =>
      findIn(pathOf(filename), contentTypes[filename.split('.').pop()!]!),

    /** The thumbnail of a stored file (always a JPEG); not found when it has none yet. */
    findThumbnail: (filename: string): Promise<StoredFile> => findIn(thumbnailPathOf(filename), 'image/jpeg'),

    /**
     * Removes every file and thumbnail no row names, temporary ones included; answers the names removed (a
     * thumbnail's with its folder in front).
     */
    async sweep(isNamed: (filenames: string[]) => Promise<Set<string>>): Promise<string[]> {
      const files = await sweepFolder(dir, isNamed);
      const thumbnails = await sweepFolder(thumbnailDir, isNamed);
      return [...files, ...thumbnails.map((name) => `document-thumbnails/${name}`)];
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
