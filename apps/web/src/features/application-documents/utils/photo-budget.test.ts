import { describe, expect, it } from 'vitest';
import { type Encode, encodeWithinBudget, fitWithin, photoBudget } from './photo-budget';

/** A fake JPEG encoder: bytes grow with the pixels and the quality, as real ones do. */
function fakeEncoder(bytesPerPixelAtFull: number) {
  const calls: { width: number; height: number; quality: number }[] = [];
  const encode: Encode = async (size, quality) => {
    calls.push({ ...size, quality });
    // Only the size matters to the rule: no bytes are allocated.
    return { size: Math.round(size.width * size.height * bytesPerPixelAtFull * quality) } as Blob;
  };
  return { encode, calls };
}

describe('fitWithin', () => {
  it('brings the long side down to the limit and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 1800)).toEqual({ width: 1800, height: 1350 });
    expect(fitWithin(3000, 4000, 1800)).toEqual({ width: 1350, height: 1800 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600, 1800)).toEqual({ width: 800, height: 600 });
  });
});

describe('encodeWithinBudget', () => {
  it('keeps the best quality that fits', async () => {
    const { encode, calls } = fakeEncoder(0.1);
    const blob = await encodeWithinBudget({ width: 4000, height: 3000 }, encode);
    expect(calls).toEqual([{ width: 1800, height: 1350, quality: 0.85 }]);
    expect(blob.size).toBeLessThanOrEqual(photoBudget.bytes);
  });

  it('steps the quality down before shrinking the picture', async () => {
    const { encode, calls } = fakeEncoder(0.3);
    const blob = await encodeWithinBudget({ width: 4000, height: 3000 }, encode);
    expect(blob.size).toBeLessThanOrEqual(photoBudget.bytes);
    expect(calls.every((call) => call.width === 1800)).toBe(true);
    expect(calls.map((call) => call.quality)).toEqual([0.85, 0.78, 0.7]);
  });

  it('shrinks the picture when the lowest quality does not fit', async () => {
    const { encode, calls } = fakeEncoder(0.6);
    const blob = await encodeWithinBudget({ width: 4000, height: 3000 }, encode);
    expect(blob.size).toBeLessThanOrEqual(photoBudget.bytes);
    expect(calls.at(-1)?.width).toBe(1440);
  });

  it('stops at the smallest legible size and returns that attempt when nothing fits', async () => {
    const { encode, calls } = fakeEncoder(50);
    const blob = await encodeWithinBudget({ width: 4000, height: 3000 }, encode);
    const widths = [...new Set(calls.map((call) => call.width))];
    expect(widths).toEqual([1800, 1440, 1152, 922]);
    expect(blob.size).toBe(Math.round(922 * 692 * 50 * 0.48));
  });

  it('does not shrink a picture that was already smaller than the limit', async () => {
    const { encode, calls } = fakeEncoder(50);
    await encodeWithinBudget({ width: 1000, height: 700 }, encode);
    expect(new Set(calls.map((call) => call.width))).toEqual(new Set([1000]));
  });
});
