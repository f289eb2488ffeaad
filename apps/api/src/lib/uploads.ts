import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, invalidField } from './app-error.ts';
import type { FileStorage, StoredObject } from './file-storage.ts';

export type UploadedFile = { field: string; filename: string; mimetype: string; buffer: Buffer };
export type MultipartBody = { fields: Record<string, string>; files: UploadedFile[] };

/** What one route expects of a multipart body: anything beyond is refused before it is read. */
export type MultipartLimits = { maxFileBytes: number; files: number; fields: number };

/** A text field of a form: far more than any name or quote needs, far less than a file. */
const MAX_FIELD_BYTES = 64 * 1024;
/** Part headers and boundaries around each part. */
const PART_OVERHEAD_BYTES = 1024;

export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const tooLarge = (maxFileBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', { params: { max: megabytes(maxFileBytes) } });
const tooManyParts = (limits: MultipartLimits) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    key: 'errors.TOO_MANY_PARTS',
    params: { files: limits.files, fields: limits.fields },
  });

/**
 * A file's bytes, refused the moment they pass the limit: the stream is dropped, the rest is never waited for.
 * `counted` learns how many bytes arrived, whether the file was read whole or not.
 */
async function readFile(
  file: NodeJS.ReadableStream & { destroy: () => void },
  maxBytes: number,
  counted: (bytes: number) => Promise<void>,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        file.destroy();
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk as Buffer);
    }
  } finally {
    if (size > 0) await counted(size);
  }
  return Buffer.concat(chunks, size);
}

/**
 * After a refusal the answer goes out at once, while the client may still be sending. What follows is read and
 * dropped (so the client can read the answer on an open connection), up to `budget` bytes; beyond that the
 * connection is cut: a refused upload costs neither memory nor an unbounded amount of reading.
 */
function discardRest(request: FastifyRequest, budget: number): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  let dropped = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > budget) raw.destroy();
  });
  raw.resume();
}

/** The largest body a route can legitimately receive: each file and field at its limit. */
export function largestBody(limits: MultipartLimits): number {
  return (
    limits.files * (limits.maxFileBytes + PART_OVERHEAD_BYTES) +
    limits.fields * (MAX_FIELD_BYTES + PART_OVERHEAD_BYTES) +
    PART_OVERHEAD_BYTES
  );
}

/**
 * At least how many bytes of files a body carries, from the length it announced (absent: unknown) and what was read
 * before its first file: every part's headers and every field still to come are counted at their largest.
 */
function announcedFileBytes(
  announced: number,
  limits: MultipartLimits,
  fieldsRead: { count: number; bytes: number },
): number | undefined {
  if (!Number.isFinite(announced)) return undefined;
  const fieldsToCome = Math.max(0, limits.fields - fieldsRead.count);
  const overhead =
    (fieldsRead.count + limits.files + 1) * PART_OVERHEAD_BYTES +
    fieldsToCome * (MAX_FIELD_BYTES + PART_OVERHEAD_BYTES);
  return Math.max(0, announced - fieldsRead.bytes - overhead);
}

/** What a failure while reading the body answers: a limit is a 413; anything else is the body's fault, a 400. */
function answerTo(error: unknown, limits: MultipartLimits): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limits.maxFileBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return tooManyParts(limits);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') return new AppError('BAD_REQUEST');
  // Busboy's "Unexpected end of multipart data", a part cut short, a missing boundary, a closed connection.
  return new AppError('UPLOAD_INCOMPLETE');
}

/**
 * Reads a multipart body as it streams in, keeping at most one file of `maxFileBytes` in memory at a time: a body
 * announced larger than the route can take is refused before a byte is read; a file over the limit, or more files
 * or fields than the route expects, stop the reading at once (413, never a silent truncation); a body cut off or
 * malformed is a 400 (`UPLOAD_INCOMPLETE`). Before each file is read, the signed-in person's hourly allowance
 * (`uploadAllowance` of the app context) must have room for it, or the answer is a 429; each file read counts.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  options: {
    /**
     * Runs once, when the first file begins, with the fields sent before it and at least how many bytes of files
     * the body announced: a refusal here costs the client the fields only, not a file it would send in vain over a
     * slow, costly line.
     */
    beforeFirstFile?: (fields: Record<string, string>, announced: { fileBytes: number | undefined }) => Promise<void>;
  } = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > largestBody(limits)) throw tooLarge(limits.maxFileBytes);
  const allowance = request.server.uploadAllowance;
  const person = request.currentUser?.id;
  const body: MultipartBody = { fields: {}, files: [] };
  const fieldsRead = { count: 0, bytes: 0 };
  const parts = request.parts({
    // Our own reading stops one byte past the limit, before busboy would start skipping the rest of the part.
    ...({ throwFileSizeLimit: false } as object),
    limits: {
      fileSize: limits.maxFileBytes + 1,
      files: limits.files,
      fields: limits.fields,
      parts: limits.files + limits.fields,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  let filesBegun = 0;
  // A refusal from the route's own check is passed on as it is; anything else thrown while reading is the body's.
  let routeRefusal: unknown;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (filesBegun === 0) {
          const fileBytes = announcedFileBytes(announced, limits, fieldsRead);
          if (person !== undefined) await allowance.assertRoom(person, fileBytes ?? 0);
          await options.beforeFirstFile?.(body.fields, { fileBytes }).catch((error: unknown) => {
            routeRefusal = error;
            throw error;
          });
        } else if (person !== undefined) await allowance.assertRoom(person);
        filesBegun += 1;
        const buffer = await readFile(part.file, limits.maxFileBytes, async (bytes) => {
          if (person !== undefined) await allowance.record(person, bytes);
        });
        if (buffer.length > 0)
          body.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
        continue;
      }
      const value = String(part.value ?? '');
      if (part.valueTruncated) throw invalidField(part.fieldname, 'validation.maxLength', { max: MAX_FIELD_BYTES });
      if (value.includes('\u0000') || part.fieldname.includes('\u0000'))
        throw invalidField(part.fieldname.replaceAll('\u0000', ''), 'validation.invalidCharacters');
      body.fields[part.fieldname] = value;
      fieldsRead.count += 1;
      fieldsRead.bytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
    }
  } catch (error) {
    discardRest(request, 4 * largestBody(limits));
    throw error === routeRefusal ? error : answerTo(error, limits);
  }
  return body;
}

const SAFE_NAME = /^[a-zA-Z0-9-]+\.(webp|jpg|jpeg|png|pdf)$/;

/** A file found in the store: its size, its bytes and the type it is served as. */
export type StoredFile = StoredObject & { contentType: string };

/**
 * Streams a stored file. `publicCache`: anyone may keep it a day (quote images); `privateMaxAgeSeconds`: only the
 * reader's browser may keep it, that long (a document's thumbnail, whose link changes when it expires); otherwise
 * nobody keeps it.
 */
export function sendFile(
  reply: FastifyReply,
  file: StoredFile,
  options: { publicCache: boolean; privateMaxAgeSeconds?: number },
) {
  const { publicCache, privateMaxAgeSeconds } = options;
  const cacheControl = publicCache
    ? 'public, max-age=86400'
    : privateMaxAgeSeconds
      ? `private, max-age=${privateMaxAgeSeconds}, immutable`
      : 'no-store';
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(file.open());
}

/** Images (avatars, quotes' pictures): `<bucket>/<name>` of the file storage (DATA_DIR/files/<bucket>, or a bucket). */
export function createFileStore(storage: FileStorage) {
  const keyOf = (bucket: string, filename: string) => {
    if (!SAFE_NAME.test(filename)) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
    return `${bucket}/${filename}`;
  };

  return {
    /** Checks that the bytes really are an image, resizes it and stores it as WebP; returns the file name. */
    async saveImage(bucket: string, file: UploadedFile, size: { width: number; height: number }): Promise<string> {
      let output: Buffer;
      try {
        const image = sharp(file.buffer, { failOn: 'error', limitInputPixels: 40_000_000 });
        const meta = await image.metadata();
        if (!meta.format || !['jpeg', 'png', 'webp', 'gif', 'heif', 'avif'].includes(meta.format))
          throw new Error('type');
        output = await image
          .rotate()
          .resize({ ...size, fit: 'cover', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        // The message itself says what is wrong, for screens that show one message rather than the field's.
        throw new AppError('VALIDATION_FAILED', {
          key: 'validation.notAnImage',
          fieldErrors: [{ field: file.field, key: 'validation.notAnImage' }],
        });
      }
      const filename = `${randomUUID()}.webp`;
      // Stored whole or not at all (a crash, a full disk, a refusing bucket leave no part of it).
      await storage.put(keyOf(bucket, filename), output);
      return filename;
    },

    async remove(bucket: string, filename: string | null | undefined): Promise<void> {
      if (!filename) return;
      await storage.remove(keyOf(bucket, filename)).catch(() => undefined);
    },

    /** A stored file, ready for `sendFile`; 404 when there is none by that name. */
    async find(bucket: string, filename: string): Promise<StoredFile> {
      const found = await storage.find(keyOf(bucket, filename));
      if (!found) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
      const type = filename.endsWith('.pdf') ? 'application/pdf' : `image/${filename.split('.').pop()}`;
      return { ...found, contentType: type === 'image/jpg' ? 'image/jpeg' : type };
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
