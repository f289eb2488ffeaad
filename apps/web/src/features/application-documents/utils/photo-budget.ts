/**
 * How a photo of a paper document is made small enough for a 2G line and still readable: at most `longSide` pixels
 * on its long side, JPEG quality stepped down until it fits the budget, then a smaller picture if even the lowest
 * quality does not fit. Pure: the encoding is passed in, so the rule is tested without a canvas.
 */
export const photoBudget = {
  bytes: 500 * 1024,
  longSide: 1800,
  qualities: [0.85, 0.78, 0.7, 0.62, 0.55, 0.48],
  /** Each smaller attempt keeps this share of the long side, never below `minLongSide` (text stops being legible). */
  shrink: 0.8,
  minLongSide: 900,
} as const;

export type Budget = typeof photoBudget;

/** The size a picture is drawn at: never enlarged, the long side at most `longSide`. */
export function fitWithin(width: number, height: number, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type Encode = (size: { width: number; height: number }, quality: number) => Promise<Blob>;

/**
 * The first encoding under the budget, trying every quality at one size before a smaller size. When nothing fits,
 * the smallest attempt: the server has the last word on size (413), and a legible page is worth more than the budget.
 */
export async function encodeWithinBudget(
  source: { width: number; height: number },
  encode: Encode,
  budget: Budget = photoBudget,
): Promise<Blob> {
  let longSide: number = budget.longSide;
  for (;;) {
    const size = fitWithin(source.width, source.height, longSide);
    let last: Blob | undefined;
    for (const quality of budget.qualities) {
      last = await encode(size, quality);
      if (last.size <= budget.bytes) return last;
    }
    if (!last) throw new Error('a budget needs at least one quality');
    const next = Math.round(longSide * budget.shrink);
    if (next < budget.minLongSide || Math.max(size.width, size.height) < longSide) return last;
    longSide = next;
  }
}
