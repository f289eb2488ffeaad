import { readJpegInfo } from './jpeg-pdf';

/** How many bytes of a photo's beginning hold its size and orientation, whatever the phone writes before them. */
export const IMAGE_HEADER_BYTES = 256 * 1024;

const word = (bytes: Uint8Array, at: number, little: boolean) =>
  little ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) : ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const long = (bytes: Uint8Array, at: number, little: boolean) =>
  little
    ? word(bytes, at, true) + word(bytes, at + 2, true) * 0x10000
    : word(bytes, at, false) * 0x10000 + word(bytes, at + 2, false);

/** The EXIF orientation of a JPEG (1 to 8; 1 when it has none): 5 to 8 mean the picture stands on its side. */
export function readJpegOrientation(bytes: Uint8Array): number {
  let offset = 2;
  while (offset + 4 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    const length = word(bytes, offset + 2, false);
    // Start of scan: the pixels follow, and no EXIF comes after them.
    if (marker === 0xda) return 1;
    const exif = offset + 4;
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(exif, exif + 4)) === 'Exif') {
      const tiff = exif + 6;
      const little = bytes[tiff] === 0x49;
      const directory = tiff + long(bytes, tiff + 4, little);
      const entries = word(bytes, directory, little);
      for (let entry = 0; entry < entries; entry += 1) {
        const at = directory + 2 + entry * 12;
        if (word(bytes, at, little) === 0x0112) {
          const orientation = word(bytes, at + 8, little);
          return orientation >= 1 && orientation <= 8 ? orientation : 1;
        }
      }
      return 1;
    }
    offset += 2 + length;
  }
  return 1;
}

/**
 * The size a photo shows at, upright (its EXIF orientation applied), read from its first bytes without decoding it:
 * a JPEG's frame header, a PNG's header. Null for anything else or a header it cannot read.
 */
export function readUprightSize(bytes: Uint8Array): { width: number; height: number } | null {
  const png = [0x89, 0x50, 0x4e, 0x47];
  if (png.every((byte, index) => bytes[index] === byte)) {
    const width = long(bytes, 16, false);
    const height = long(bytes, 20, false);
    return width && height ? { width, height } : null;
  }
  const info = readJpegInfo(bytes);
  if (!info) return null;
  return readJpegOrientation(bytes) >= 5
    ? { width: info.height, height: info.width }
    : { width: info.width, height: info.height };
}
