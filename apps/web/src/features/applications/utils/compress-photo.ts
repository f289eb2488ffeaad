import { IMAGE_HEADER_BYTES, readUprightSize } from './image-size';
import { encodeWithinBudget, fitWithin, photoBudget } from './photo-budget';

export class UnreadableImageError extends Error {}

/** A canvas to draw on and encode from: an OffscreenCanvas in a worker, a page's canvas without one. */
export type PhotoCanvas = {
  resize: (width: number, height: number) => CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  toJpeg: (quality: number) => Promise<Blob | null>;
};

/**
 * Decodes a photo upright and already at the size it is sent at (at most `photoBudget.longSide`), so a
 * 12-megapixel photo never needs its full-size pixels in memory; then encodes it as a JPEG within the budget. The
 * size comes from the photo's first bytes; a photo whose header it cannot read is decoded whole, as before.
 */
export async function compressPhoto(file: Blob, canvas: PhotoCanvas): Promise<Blob> {
  const upright = readUprightSize(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()));
  const target = upright && fitWithin(upright.width, upright.height, photoBudget.longSide);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      ...(target ? { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'high' } : {}),
    });
  } catch {
    throw new UnreadableImageError();
  }
  try {
    return await encodeWithinBudget(bitmap, async ({ width, height }, quality) => {
      const context = canvas.resize(width, height);
      if (!context) throw new UnreadableImageError();
      // A transparent PNG would turn black in a JPEG: paper is white.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await canvas.toJpeg(quality);
      if (!blob) throw new UnreadableImageError();
      return blob;
    });
  } finally {
    bitmap.close();
  }
}

/** An OffscreenCanvas, in a worker or on the page. */
export function offscreenPhotoCanvas(): PhotoCanvas {
  const canvas = new OffscreenCanvas(1, 1);
  return {
    resize(width, height) {
      canvas.width = width;
      canvas.height = height;
      return canvas.getContext('2d');
    },
    toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
  };
}

/** A page's canvas, for browsers without OffscreenCanvas. */
export function pagePhotoCanvas(): PhotoCanvas {
  const canvas = document.createElement('canvas');
  return {
    resize(width, height) {
      canvas.width = width;
      canvas.height = height;
      return canvas.getContext('2d');
    },
    toJpeg: (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
  };
}
