import { describe, expect, it } from 'vitest';
import { readJpegOrientation, readUprightSize } from './image-size';

const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());
const u16 = (value: number, little = false) => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
const u32 = (value: number, little = false) =>
  little ? [...u16(value & 0xffff, true), ...u16(value >>> 16, true)] : [...u16(value >>> 16), ...u16(value & 0xffff)];

/** The APP1 segment a phone writes: EXIF with its orientation tag, in either byte order. */
function exif(orientation: number, little: boolean) {
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42, little),
    ...u32(8, little),
    // Two entries: the camera's make (ignored), then the orientation.
    ...u16(2, little),
    ...u16(0x010f, little),
    ...u16(2, little),
    ...u32(4, little),
    0x41,
    0x42,
    0x43,
    0,
    ...u16(0x0112, little),
    ...u16(3, little),
    ...u32(1, little),
    ...u16(orientation, little),
    0,
    0,
    ...u32(0, little),
  ];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return [0xff, 0xe1, ...u16(body.length + 2), ...body];
}
/** A baseline frame header of a 4000 × 3000 colour picture, as stored (before any orientation). */
const frame = [0xff, 0xc0, ...u16(17), 8, ...u16(3000), ...u16(4000), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
const quantisation = [0xff, 0xdb, ...u16(67), 0, ...new Array(64).fill(1)];
const start = [0xff, 0xd8];
const scan = [0xff, 0xda, ...u16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0];

describe('readUprightSize', () => {
  it('reads a JPEG’s size from its frame header, turned by its EXIF orientation', () => {
    for (const little of [true, false]) {
      expect(readUprightSize(bytes(start, exif(1, little), quantisation, frame, scan))).toEqual({
        width: 4000,
        height: 3000,
      });
      // 6: the phone was held upright; the picture is stored on its side.
      expect(readUprightSize(bytes(start, exif(6, little), quantisation, frame, scan))).toEqual({
        width: 3000,
        height: 4000,
      });
      expect(readJpegOrientation(bytes(start, exif(8, little), frame, scan))).toBe(8);
    }
  });

  it('takes a JPEG without EXIF as it is stored', () => {
    expect(readJpegOrientation(bytes(start, quantisation, frame, scan))).toBe(1);
    expect(readUprightSize(bytes(start, quantisation, frame, scan))).toEqual({ width: 4000, height: 3000 });
  });

  it('reads a PNG’s header', () => {
    const png = bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      u32(13),
      [0x49, 0x48, 0x44, 0x52],
      u32(1200),
      u32(1600),
    );
    expect(readUprightSize(png)).toEqual({ width: 1200, height: 1600 });
  });

  it('answers null for what it cannot read, so the photo is decoded whole', () => {
    expect(readUprightSize(bytes([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(readUprightSize(bytes(start, quantisation))).toBeNull();
  });
});
