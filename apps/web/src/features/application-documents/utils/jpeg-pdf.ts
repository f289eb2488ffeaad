/** What a PDF page needs to know of a JPEG: its size in pixels and how many colour components it has. */
export type JpegInfo = { width: number; height: number; components: 1 | 3 | 4 };

const startOfFrameMarkers = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Reads the frame header of a JPEG; null when the bytes are not a JPEG (the PDF would be unreadable). */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | null {
  const at = (index: number) => bytes[index] ?? 0;
  const word = (index: number) => (at(index) << 8) | at(index + 1);
  if (at(0) !== 0xff || at(1) !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (at(offset) !== 0xff) return null;
    const marker = at(offset + 1);
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = word(offset + 2);
    if (startOfFrameMarkers.has(marker)) {
      const height = word(offset + 5);
      const width = word(offset + 7);
      const components = at(offset + 9);
      if (!width || !height || (components !== 1 && components !== 3 && components !== 4)) return null;
      return { width, height, components };
    }
    offset += 2 + length;
  }
  return null;
}

/** A4 in points: a photo of a page prints at the size of the paper it shows. */
const pageLongSide = 842;

export function pageSize({ width, height }: Pick<JpegInfo, 'width' | 'height'>) {
  const scale = pageLongSide / Math.max(width, height);
  return { width: Math.round(width * scale * 100) / 100, height: Math.round(height * scale * 100) / 100 };
}

const colourSpaces = { 1: '/DeviceGray', 3: '/DeviceRGB', 4: '/DeviceCMYK' } as const;

/**
 * One PDF whose pages are the given JPEGs, embedded as they are (DCTDecode: no decoding, no quality lost, a few
 * hundred bytes beyond the photos). Throws when a page is not a JPEG.
 */
export function jpegPagesToPdf(pages: Uint8Array[]): Uint8Array {
  if (pages.length === 0) throw new Error('a PDF needs at least one page');
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: () => void) => {
    offsets[id] = length;
    write(`${id} 0 obj\n`);
    body();
    write('\nendobj\n');
  };

  // Objects: 1 catalog, 2 page tree, then three per page (page, content, image).
  const pageIds = pages.map((_, index) => 3 + index * 3);
  write('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n');
  object(1, () => write('<< /Type /Catalog /Pages 2 0 R >>'));
  object(2, () =>
    write(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`),
  );
  pages.forEach((jpeg, index) => {
    const info = readJpegInfo(jpeg);
    if (!info) throw new Error(`page ${index + 1} is not a JPEG`);
    const size = pageSize(info);
    const pageId = 3 + index * 3;
    const [contentId, imageId] = [pageId + 1, pageId + 2];
    const drawing = `q ${size.width} 0 0 ${size.height} 0 0 cm /Im0 Do Q`;
    object(pageId, () =>
      write(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] ` +
          `/Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
    object(contentId, () => write(`<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`));
    object(imageId, () => {
      const decode = info.components === 4 ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
      write(
        `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} ` +
          `/ColorSpace ${colourSpaces[info.components]} /BitsPerComponent 8 /Filter /DCTDecode${decode} ` +
          `/Length ${jpeg.length} >>\nstream\n`,
      );
      write(jpeg);
      write('\nendstream');
    });
  });

  const objectCount = 2 + pages.length * 3;
  const xref = length;
  write(`xref\n0 ${objectCount + 1}\n0000000000 65535 f \n`);
  for (let id = 1; id <= objectCount; id++) write(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${objectCount + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const pdf = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    pdf.set(chunk, at);
    at += chunk.length;
  }
  return pdf;
}
