// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPagesToPdf, pageSize, readJpegInfo } from './jpeg-pdf';

/**
 * The PDF the browser joins from photos, opened by the programs that read PDFs: qpdf checks its structure, poppler's
 * pdfinfo and pdftoppm read its pages and render them (Debian's `qpdf` and `poppler-utils`, installed by
 * scripts/ensure-test-deps.sh). The photos are real JPEGs, encoded by sharp (libjpeg) as a phone or a canvas would.
 */
const tools = ['/usr/bin/qpdf', '/usr/bin/pdfinfo', '/usr/bin/pdftoppm'];
const missing = tools.filter((tool) => !existsSync(tool));
if (missing.length)
  console.warn(
    `jpeg-pdf: ${missing.join(', ')} missing, the PDF readers' checks are skipped: run scripts/ensure-test-deps.sh`,
  );

type Rgb = [number, number, number];
type Photo = { colour: Rgb; width: number; height: number; encode: (image: Sharp) => Sharp };

const order = ['red', 'blue', 'grey', 'green'] as const;
const photos: Record<(typeof order)[number], Photo> = {
  red: { colour: [220, 20, 30], width: 300, height: 400, encode: (image) => image.jpeg({ quality: 80 }) },
  blue: { colour: [20, 40, 200], width: 400, height: 300, encode: (image) => image.jpeg({ progressive: true }) },
  grey: { colour: [128, 128, 128], width: 240, height: 240, encode: (image) => image.toColourspace('b-w').jpeg() },
  green: { colour: [30, 160, 60], width: 320, height: 420, encode: (image) => image.toColourspace('cmyk').jpeg() },
};

const jpegOf = ({ colour: [r, g, b], width, height, encode }: Photo) =>
  encode(sharp({ create: { width, height, channels: 3, background: { r, g, b } } })).toBuffer();

/** A page rendered by pdftoppm (PPM: a short text header, then RGB bytes). */
function readPpm(file: Buffer) {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(file.toString('latin1', 0, 40));
  if (!header) throw new Error('not a PPM picture');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = file.subarray(header[0].length);
  expect(pixels.length).toBe(width * height * 3);
  return { width, height, pixels };
}

/** The share of the pixels within `tolerance` of the colour on each channel. */
function shareOf(pixels: Buffer, [r, g, b]: Rgb, tolerance = 40) {
  let near = 0;
  for (let at = 0; at < pixels.length; at += 3)
    if (
      Math.abs(pixels[at]! - r) <= tolerance &&
      Math.abs(pixels[at + 1]! - g) <= tolerance &&
      Math.abs(pixels[at + 2]! - b) <= tolerance
    )
      near += 1;
  return near / (pixels.length / 3);
}

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' });
const jpegsOf = async () => Promise.all(order.map(async (name) => new Uint8Array(await jpegOf(photos[name]))));

describe('readJpegInfo', () => {
  it('reads the size and the colour components of real JPEGs: baseline, progressive, grey and CMYK', async () => {
    expect((await jpegsOf()).map(readJpegInfo)).toEqual([
      { width: 300, height: 400, components: 3 },
      { width: 400, height: 300, components: 3 },
      { width: 240, height: 240, components: 1 },
      { width: 320, height: 420, components: 4 },
    ]);
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
  it('embeds each photo whole, adding little beyond the photos', async () => {
    const jpegs = await jpegsOf();
    const pdf = jpegPagesToPdf(jpegs);
    const photoBytes = jpegs.reduce((sum, jpeg) => sum + jpeg.length, 0);
    expect(pdf.length - photoBytes).toBeLessThan(600 * jpegs.length);
    const body = Buffer.from(pdf);
    for (const jpeg of jpegs) expect(body.indexOf(Buffer.from(jpeg))).toBeGreaterThan(0);
  });

  it('refuses a page that is not a JPEG and an empty document', () => {
    expect(() => jpegPagesToPdf([new Uint8Array([1, 2, 3])])).toThrow('page 1');
    expect(() => jpegPagesToPdf([])).toThrow();
  });
});

describe.skipIf(missing.length > 0)('jpegPagesToPdf, read by qpdf and poppler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-jpeg-pdf-'));
  const pdfFile = join(dir, 'document.pdf');

  beforeAll(async () => writeFileSync(pdfFile, jpegPagesToPdf(await jpegsOf())));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a PDF qpdf finds no fault in', () => {
    const check = run('/usr/bin/qpdf', ['--check', pdfFile]);
    expect(check.stdout + check.stderr).toContain('No syntax or stream encoding errors found');
    expect(check.stdout + check.stderr).not.toMatch(/WARNING/i);
    expect(check.status).toBe(0);
  });

  it('has one page per photo, each the size of an A4 sheet in the photo proportions', () => {
    const info = run('/usr/bin/pdfinfo', ['-f', '1', '-l', String(order.length), pdfFile]);
    expect(info.status, info.stderr).toBe(0);
    expect(info.stdout).toMatch(/^Pages:\s+4$/m);
    const sizes = [...info.stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(sizes).toEqual([
      [631.5, 842],
      [842, 631.5],
      [842, 842],
      [641.52, 842],
    ]);
  });

  it('renders every page as its photo: same proportions, same colour', () => {
    const prefix = join(dir, 'page');
    execFileSync('/usr/bin/pdftoppm', ['-scale-to', '200', pdfFile, prefix]);
    const pages = readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.ppm'))
      .sort();
    expect(pages).toHaveLength(order.length);
    pages.forEach((name, index) => {
      const photo = photos[order[index]!];
      const page = readPpm(readFileSync(join(dir, name)));
      expect(Math.max(page.width, page.height), name).toBe(200);
      expect(page.width / page.height, name).toBeCloseTo(photo.width / photo.height, 1);
      expect(shareOf(page.pixels, photo.colour), `${name} is ${order[index]}`).toBeGreaterThan(0.95);
    });
  });

  it('is refused by qpdf once damaged, so the checks above can fail', () => {
    const damaged = readFileSync(pdfFile);
    // The cross-reference entry of the first page (object 3) points at the wrong byte.
    const table = damaged.indexOf('\nxref\n0 ') + 1;
    const entry = damaged.indexOf('\n', damaged.indexOf('\n', table) + 1) + 1 + 20 * 3;
    damaged.write('0000000100', entry, 'latin1');
    const damagedFile = join(dir, 'damaged.pdf');
    writeFileSync(damagedFile, damaged);
    const check = run('/usr/bin/qpdf', ['--check', damagedFile]);
    expect(check.status).not.toBe(0);
  });
});
