import { compressPhoto, pagePhotoCanvas, UnreadableImageError } from './compress-photo';
import { jpegPagesToPdf } from './jpeg-pdf';
import type { PhotoAnswer, PhotoRequest } from './photo-worker';

/** What is sent for one document: a file ready for the line, with a name the server keeps. */
export type PreparedDocument = { blob: Blob; name: string; pages: number };

const isImage = (file: File) => file.type.startsWith('image/');
const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'document';

let worker: Worker | undefined;
let workerBroken = false;
let nextRequest = 0;
const waiting = new Map<number, (answer: PhotoAnswer) => void>();

/** The photo worker, started on the first photo; none where the browser cannot draw off the page. */
function photoWorker(): Worker | undefined {
  if (workerBroken || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<PhotoAnswer>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
      // An idle worker gives its memory back: a cheap phone has little.
      if (waiting.size === 0) {
        worker?.terminate();
        worker = undefined;
      }
    };
    worker.onerror = () => {
      // A worker that does not start: the photos waiting for it, and the next ones, are compressed on the page.
      workerBroken = true;
      worker = undefined;
      for (const [id, resolve] of waiting) resolve({ id, error: 'no worker' });
      waiting.clear();
    };
  }
  return worker;
}

/** Compresses a photo in the worker, or on the page where there is none. */
async function compressed(file: File): Promise<Blob> {
  const target = photoWorker();
  if (target) {
    const id = nextRequest++;
    const answer = await new Promise<PhotoAnswer>((resolve) => {
      waiting.set(id, resolve);
      target.postMessage({ id, file } satisfies PhotoRequest);
    });
    if ('blob' in answer) return answer.blob;
    if (answer.error === 'unreadable') throw new UnreadableImageError(file.name);
  }
  try {
    return await compressPhoto(file, pagePhotoCanvas());
  } catch {
    throw new UnreadableImageError(file.name);
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
  const photos = await Promise.all(files.map(compressed));
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
