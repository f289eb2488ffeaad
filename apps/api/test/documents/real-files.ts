import sharp from 'sharp';

/**
 * A photo of a paper as a 12-megapixel phone takes it: 4000 × 3000, a sheet with lines of text and a blue stamp on a
 * table, uneven light and sensor noise, saved at the phone's quality (about 3.5 MB).
 */
export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const line = 'République du Cameroun · Acte de naissance n° 1234/2007 · Dschang · ';
  const lines = Array.from(
    { length: 40 },
    (_, index) =>
      `<text x="420" y="${380 + index * 58}" font-size="40" font-family="serif" fill="#222">${line.slice(0, 30 + ((index * 7) % 36))}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="light"><stop offset="0" stop-color="#b8a890"/><stop offset="1" stop-color="#5a4a3a"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#light)"/>
    <rect x="360" y="200" width="3200" height="2650" fill="#f4f0e6" transform="rotate(2 2000 1500)"/>
    ${lines}
    <circle cx="3000" cy="2400" r="220" fill="none" stroke="#2b4fa0" stroke-width="18"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Noise from a fixed sequence, so every run sends the same photo.
  let seed = 20_261_124;
  for (let index = 0; index < data.length; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    data[index] = Math.max(0, Math.min(255, data[index]! + ((seed >> 16) % 25) - 12));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer();
}

/** A PDF of numbered objects with its cross-reference table: what qpdf and poppler read without repairing it. */
function writePdf(objects: (string | Buffer)[][]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((parts, index) => {
    offsets.push(length);
    for (const part of [`${index + 1} 0 obj\n`, ...parts, '\nendobj\n']) {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
      chunks.push(bytes);
      length += bytes.length;
    }
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  chunks.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

/** A PDF whose pages are JPEG photos stored as they are, as the portal's screens join photos into one document. */
export async function photoPdf(pages: Buffer[]): Promise<Buffer> {
  const sizes = await Promise.all(pages.map((page) => sharp(page).metadata()));
  const pageIds = pages.map((_, index) => 3 + index * 3);
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    [`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`],
  ];
  pages.forEach((jpeg, index) => {
    const { width, height } = sizes[index]!;
    const [pageWidth, pageHeight] = [
      Math.round((width * 842) / Math.max(width, height)),
      Math.round((height * 842) / Math.max(width, height)),
    ];
    const drawing = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q`;
    const imageId = pageIds[index]! + 2;
    objects.push(
      [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${imageId - 1} 0 R >>`,
      ],
      [`<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`],
      [
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
        jpeg,
        '\nendstream',
      ],
    );
  });
  return writePdf(objects);
}

/** A one-page PDF of text, as a word processor exports a letter. */
export function textPdf(text: string): Buffer {
  const drawing = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  return writePdf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>'],
    [`<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
  ]);
}
