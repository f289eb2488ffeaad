import sharp from 'sharp';
import type { CheckedFile } from './document-files.ts';

/**
 * A document's thumbnail: a JPEG of at most `longSide` pixels on its long side, quality stepped down until it fits
 * `bytes`, then a smaller picture, never below `minLongSide`. The documents step shows it in place of the file, on
 * phones that pay for every byte.
 */
export const thumbnailBudget = {
  longSide: 480,
  bytes: 30 * 1024,
  qualities: [70, 60, 50, 42],
  shrink: 0.8,
  minLongSide: 240,
} as const;

/** Far larger than any phone's photo, short of a decompression bomb (the same bound as the upload's check). */
const MAX_INPUT_PIXELS = 40_000_000;

/** A picture of a page with its corner folded, for a PDF whose first page is no photo: the same for every one. */
const pdfMark = `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="480" viewBox="0 0 340 480">
  <rect width="340" height="480" fill="#f1f3f5"/>
  <path d="M60 40h160l60 60v340H60z" fill="#fff" stroke="#868e96" stroke-width="8" stroke-linejoin="round"/>
  <path d="M220 40v60h60" fill="none" stroke="#868e96" stroke-width="8" stroke-linejoin="round"/>
  <rect x="90" y="300" width="160" height="72" rx="10" fill="#e03131"/>
  <path d="M110 160h120M110 195h120M110 230h80" stroke="#ced4da" stroke-width="12" stroke-linecap="round"/>
</svg>`;

/** Encodes a picture within the budget: every quality at one size before a smaller size; the smallest if none fits. */
async function encodeWithinBudget(input: Buffer): Promise<Buffer> {
  let longSide: number = thumbnailBudget.longSide;
  for (;;) {
    let last: Buffer | undefined;
    for (const quality of thumbnailBudget.qualities) {
      last = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
        // A transparent PNG would turn black in a JPEG: paper is white.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (last.length <= thumbnailBudget.bytes) return last;
    }
    const next = Math.round(longSide * thumbnailBudget.shrink);
    if (!last || next < thumbnailBudget.minLongSide) return last!;
    longSide = next;
  }
}

const latin1 = (buffer: Buffer) => buffer.toString('latin1');
const MAX_OBJECTS_EXAMINED = 5_000;
const MAX_DICTIONARY_CHARS = 4_096;

/** The last definition of object `id` (a PDF updated in place defines it again further on), up to its stream. */
function objectAt(text: string, id: string): { dictionary: string; streamStart: number } | undefined {
  const pattern = new RegExp(`(?:^|[\\r\\n\\s])${id}\\s+0\\s+obj\\b`, 'g');
  let start = -1;
  for (const match of text.matchAll(pattern)) start = match.index + match[0].length;
  if (start < 0) return undefined;
  const end = text.indexOf('endobj', start);
  const body = text.slice(start, end < 0 ? undefined : end);
  const stream = /stream\r?\n/.exec(body);
  return stream
    ? { dictionary: body.slice(0, stream.index), streamStart: start + stream.index + stream[0].length }
    : { dictionary: body, streamStart: -1 };
}

/**
 * The photo a PDF's first page is made of, when it is one: the pages the portal's screens join from photos, and most
 * scanners' pages, are one JPEG each, stored as it is (`/DCTDecode`). Only a PDF written in plain objects is read (a
 * PDF that packs its objects in compressed streams gets the PDF mark); the first page in the file's order is taken.
 */
export function firstPagePhoto(pdf: Buffer): Buffer | undefined {
  const text = latin1(pdf);
  let examined = 0;
  for (const match of text.matchAll(/\d+\s+0\s+obj\b/g)) {
    // A page's dictionary is short; the bounds keep a crafted file from costing more than a real one.
    examined += 1;
    if (examined > MAX_OBJECTS_EXAMINED) return undefined;
    const start = match.index + match[0].length;
    const dictionary = text.slice(start, start + MAX_DICTIONARY_CHARS).split(/endobj|stream/)[0]!;
    if (!/\/Type\s*\/Page(?![a-zA-Z])/.test(dictionary)) continue;
    const xobjects = /\/XObject\s*<<([^>]*)>>/.exec(dictionary);
    const imageId = xobjects && /\/[^\s/]+\s+(\d+)\s+0\s+R/.exec(xobjects[1]!)?.[1];
    if (!imageId) return undefined;
    const image = objectAt(text, imageId);
    if (!image || image.streamStart < 0) return undefined;
    const imageDictionary = image.dictionary;
    if (!/\/Subtype\s*\/Image/.test(imageDictionary) || !/\/Filter\s*\[?\s*\/DCTDecode\s*\]?/.test(imageDictionary))
      return undefined;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(imageDictionary);
    if (!length) return undefined;
    const bytes = pdf.subarray(image.streamStart, image.streamStart + Number(length[1]));
    return bytes[0] === 0xff && bytes[1] === 0xd8 ? bytes : undefined;
  }
  return undefined;
}

/**
 * The thumbnail of a checked file: the photo itself made small, a PDF's first page when it is a photo, or the PDF
 * mark. Decoding shrinks a JPEG while it reads it, so a 12-megapixel photo never sits whole in memory.
 */
export async function makeThumbnail(file: Pick<CheckedFile, 'buffer' | 'contentType'>): Promise<Buffer> {
  if (file.contentType !== 'application/pdf') return encodeWithinBudget(file.buffer);
  const photo = firstPagePhoto(file.buffer);
  if (photo) {
    try {
      return await encodeWithinBudget(photo);
    } catch {
      // A page that does not decode as a photo is shown as a PDF like any other.
    }
  }
  return encodeWithinBudget(Buffer.from(pdfMark));
}
