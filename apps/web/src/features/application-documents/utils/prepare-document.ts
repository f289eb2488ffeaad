import { jpegPagesToPdf } from './jpeg-pdf';
import { encodeWithinBudget } from './photo-budget';

/** What is sent for one document: a file ready for the line, with a name the server keeps. */
export type PreparedDocument = { blob: Blob; name: string; pages: number };

export class UnreadableImageError extends Error {}

const isImage = (file: File) => file.type.startsWith('image/');
const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'document';

/** Decodes a photo upright (EXIF orientation applied), re-encodes it as a JPEG within the budget. */
async function compressPhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImageError(file.name);
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError(file.name);
    return await encodeWithinBudget(bitmap, async ({ width, height }, quality) => {
      canvas.width = width;
      canvas.height = height;
      // A transparent PNG would turn black in a JPEG: paper is white.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (!blob) throw new UnreadableImageError(file.name);
      return blob;
    });
  } finally {
    bitmap.close();
  }
}

/**
 * Turns what the applicant chose into the file to send: one photo becomes a small JPEG, several photos the pages of
 * one PDF, a PDF goes as it is (the server judges it). Runs before anything is sent, so the prepared file can wait
 * on the device for the line.
 */
export async function prepareDocument(files: File[]): Promise<PreparedDocument> {
  const [first] = files;
  if (!first) throw new Error('no file chosen');
  if (files.length === 1 && !isImage(first)) return { blob: first, name: first.name, pages: 1 };
  const photos = await Promise.all(files.map(compressPhoto));
  if (photos.length === 1 && photos[0]) return { blob: photos[0], name: `${baseName(first.name)}.jpg`, pages: 1 };
  const pages = await Promise.all(photos.map(async (photo) => new Uint8Array(await photo.arrayBuffer())));
  const pdf = jpegPagesToPdf(pages);
  return {
    blob: new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    name: `${baseName(first.name)}.pdf`,
    pages: photos.length,
  };
}

/** Several photos are pages of one document; any other mix (two PDFs, a PDF and a photo) is several documents. */
export function isOneDocument(files: File[]): boolean {
  return files.length === 1 || files.every(isImage);
}
