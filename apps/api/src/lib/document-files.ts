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
 * Documents on disk, in DATA_DIR/files/documents under random names, readable by the server's user only. A file is
 * written to a temporary name, flushed to disk, then renamed (and the rename flushed): a crash leaves either no file
 * or a whole one. The row that names it is written afterwards; a file no row names is removed by `sweep` at start.
 */
export function createDocumentStore(dataDir: string, fs: StorageFs = nodeStorageFs) {
  const dir = join(dataDir, 'files', 'documents');
  const pathOf = (filename: string) => {
    if (!STORED_NAME.test(filename)) throw notFoundFile();
    return join(dir, filename);
  };
  async function syncDirectory(): Promise<void> {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    dir,

    /** Writes a file; if any step fails (a full or read-only disk), neither the file nor a part of it remains. */
    async write(file: CheckedFile): Promise<string> {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const filename = `${randomUUID()}.${file.extension}`;
      const temporary = join(dir, `${filename}.part`);
      try {
        const handle = await fs.open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(file.buffer);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, join(dir, filename));
      } catch (error) {
        await fs.unlink(temporary).catch(() => undefined);
        throw error;
      }
      try {
        await syncDirectory();
      } catch (error) {
        await fs.unlink(join(dir, filename)).catch(() => undefined);
        throw error;
      }
      return filename;
    },

    async remove(filename: string): Promise<void> {
      await fs.unlink(pathOf(filename)).catch(() => undefined);
    },

    async find(filename: string): Promise<StoredFile> {
      const path = pathOf(filename);
      const info = await fs.stat(path).catch(() => undefined);
      if (!info?.isFile()) throw notFoundFile();
      return { path, size: info.size, contentType: contentTypes[filename.split('.').pop()!]! };
    },

    /** Removes every file no row names, temporary ones included; answers the names removed. */
    async sweep(isNamed: (filenames: string[]) => Promise<Set<string>>): Promise<string[]> {
      const entries = await fs.readdir(dir).catch(() => [] as string[]);
      const named = await isNamed(entries.filter((name) => STORED_NAME.test(name)));
      const orphans = entries.filter((name) => !named.has(name));
      await Promise.all(orphans.map((name) => fs.unlink(join(dir, name)).catch(() => undefined)));
      return orphans;
    },
  };
}
export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** How a signed link checked out. */
export type LinkCheck = 'valid' | 'expired' | 'forged';

/**
 * Links to stored files that need no bearer token (an `<img>` or a download cannot send one), signed with a key
 * derived from the server secret and valid for `lifetimeSeconds`: handed out only to those who may read the file.
 */
export function createFileLinks(secret: string, lifetimeSeconds: number) {
  const key = createHmac('sha256', secret).update('signed file links').digest();
  const signatureOf = (filename: string, expires: number) =>
    createHmac('sha256', key).update(`${filename}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  return {
    lifetimeSeconds,
    sign(filename: string): { expires: number; signature: string } {
      const expires = nowSeconds() + lifetimeSeconds;
      return { expires, signature: signatureOf(filename, expires) };
    },
    check(filename: string, expires: number, signature: string): LinkCheck {
      const expected = Buffer.from(signatureOf(filename, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return expires < nowSeconds() ? 'expired' : 'valid';
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
