import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FileStorage } from '../lib/file-storage.ts';

/**
 * Small but valid files for demonstration documents, written where uploaded documents live
 * (`DATA_DIR/files/documents/<random>.pdf|jpg`, or `documents/` of the bucket), so the documents screens open them
 * like real uploads.
 */

export const DOCUMENTS_BUCKET = 'documents';

/** A one-page PDF carrying a line of text, with a correct cross-reference table. */
export function smallPdf(line: string): Buffer {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 14 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let photo: Promise<Buffer> | undefined;
/** A small identity-photo-like JPEG, made once. */
export const smallJpeg = () =>
  (photo ??= sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 180, g: 150, b: 120 } } })
    .jpeg({ quality: 60 })
    .toBuffer());

export type DemoFile = { filename: string; contentType: string; size: number };

/** Writes one document file under DATA_DIR (or into the bucket of `files`) and says how its row names it. */
export async function writeDemoDocument(
  dataDir: string,
  kind: 'pdf' | 'jpg',
  line: string,
  files?: FileStorage,
): Promise<DemoFile> {
  const bytes = kind === 'pdf' ? smallPdf(line) : await smallJpeg();
  const filename = `${randomUUID()}.${kind}`;
  const described = { filename, contentType: kind === 'pdf' ? 'application/pdf' : 'image/jpeg', size: bytes.length };
  if (files?.kind === 's3') {
    await files.put(`${DOCUMENTS_BUCKET}/${filename}`, bytes);
    return described;
  }
  const folder = join(dataDir, 'files', DOCUMENTS_BUCKET);
  // The folder is made when it is missing, not before every file: a large demonstration writes hundreds of thousands.
  await writeFile(join(folder, filename), bytes).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, filename), bytes);
  });
  return described;
}
