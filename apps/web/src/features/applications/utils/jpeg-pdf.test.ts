import { describe, expect, it } from 'vitest';
import { jpegPagesToPdf, pageSize, readJpegInfo } from './jpeg-pdf';

/** The smallest byte sequence the reader accepts: SOI, an APP0 segment, then a baseline frame header. */
function fakeJpeg(width: number, height: number, components = 3, padding = 20): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, components];
  return new Uint8Array([0xff, 0xd8, ...app0, ...frame, ...new Array(padding).fill(0x42), 0xff, 0xd9]);
}

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('readJpegInfo', () => {
  it('reads the size and the colour components of the frame', () => {
    expect(readJpegInfo(fakeJpeg(1800, 1350))).toEqual({ width: 1800, height: 1350, components: 3 });
    expect(readJpegInfo(fakeJpeg(600, 900, 1))).toEqual({ width: 600, height: 900, components: 1 });
  });

  it('refuses what is not a JPEG', () => {
    expect(readJpegInfo(new TextEncoder().encode('%PDF-1.4 not a photo at all'))).toBeNull();
    expect(readJpegInfo(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]))).toBeNull();
  });
});

describe('pageSize', () => {
  it('prints a photo at the size of an A4 page, upright or sideways', () => {
    expect(pageSize({ width: 1350, height: 1800 })).toEqual({ width: 631.5, height: 842 });
    expect(pageSize({ width: 1800, height: 1350 })).toEqual({ width: 842, height: 631.5 });
  });
});

describe('jpegPagesToPdf', () => {
  const [upright, sideways] = [fakeJpeg(1350, 1800), fakeJpeg(1800, 1350, 1)];
  const pages = [upright, sideways];
  const pdf = jpegPagesToPdf(pages);
  const body = text(pdf);

  it('writes a PDF with one page per photo, each photo embedded whole', () => {
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(body).toContain('/Count 2');
    expect(body.match(/\/Type \/Page /g)).toHaveLength(2);
    expect(body).toContain('/Width 1350 /Height 1800 /ColorSpace /DeviceRGB');
    expect(body).toContain('/Width 1800 /Height 1350 /ColorSpace /DeviceGray');
    expect(body).toContain(`/Filter /DCTDecode /Length ${upright.length}`);
    expect(body).toContain('/MediaBox [0 0 631.5 842]');
  });

  it('adds little beyond the photos', () => {
    expect(pdf.length - upright.length - sideways.length).toBeLessThan(1500);
  });

  it('has a cross-reference table whose offsets point at the objects', () => {
    const startxref = Number(body.match(/startxref\n(\d+)/)?.[1]);
    expect(body.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...body.slice(startxref).matchAll(/(\d{10}) 00000 n/g)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(8);
    offsets.forEach((offset, index) => {
      expect(body.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('refuses a page that is not a JPEG and an empty document', () => {
    expect(() => jpegPagesToPdf([new Uint8Array([1, 2, 3])])).toThrow('page 1');
    expect(() => jpegPagesToPdf([])).toThrow();
  });
});
