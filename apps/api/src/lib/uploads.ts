import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

export type UploadedFile = { field: string; filename: string; mimetype: string; buffer: Buffer };
export type MultipartBody = { fields: Record<string, string>; files: UploadedFile[] };

/** Reads a whole multipart body; an oversized file is a 413, never silently truncated. */
export async function readMultipart(request: FastifyRequest, maxBytes: number): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const body: MultipartBody = { fields: {}, files: [] };
  const max = Math.round(maxBytes / 1024 / 1024);
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 20, fields: 50 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer().catch(() => {
        throw new AppError('PAYLOAD_TOO_LARGE', { params: { max } });
      });
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', { params: { max } });
      if (buffer.length > 0)
        body.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
    } else {
      body.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return body;
}

const SAFE_NAME = /^[a-zA-Z0-9-]+\.(webp|jpg|jpeg|png|pdf)$/;

/** Where files of one kind live: DATA_DIR/files/<bucket>. */
export function createFileStore(dataDir: string) {
  const root = join(dataDir, 'files');
  const pathOf = (bucket: string, filename: string) => {
    if (!SAFE_NAME.test(filename)) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
    return join(root, bucket, filename);
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
      const target = pathOf(bucket, filename);
      await mkdir(join(root, bucket), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under its final name.
      await writeFile(`${target}.part`, output);
      await rename(`${target}.part`, target);
      return filename;
    },

    async remove(bucket: string, filename: string | null | undefined): Promise<void> {
      if (!filename) return;
      await unlink(pathOf(bucket, filename)).catch(() => undefined);
    },

    async send(reply: FastifyReply, bucket: string, filename: string, options: { publicCache: boolean }) {
      const path = pathOf(bucket, filename);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
      const type = filename.endsWith('.pdf') ? 'application/pdf' : `image/${filename.split('.').pop()}`;
      return reply
        .header('content-type', type === 'image/jpg' ? 'image/jpeg' : type)
        .header('content-length', info.size)
        .header('cache-control', options.publicCache ? 'public, max-age=86400' : 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
