import { IMAGE_HEADER_BYTES, readUprightSize } from './image-size';
import { encodeWithinBudget, fitWithin, photoBudget } from './photo-budget';

export class UnreadableImageError extends Error {}

/** A canvas to draw on and encode from: an OffscreenCanvas in a worker, a page's canvas without one. */
export type PhotoCanvas = {
  resize: (width: number, height: number) => CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  toJpeg: (quality: number) => Promise<Blob | null>;
};

/** A photo decoded upright, ready to draw: its size as shown, and what to draw. */
type DecodedPhoto = { width: number; height: number; image: CanvasImageSource; close: () => void };

/**
 * WebCodecs' ImageDecoder, asked for about the size it is sent at, decodes a JPEG at a half, a quarter or an eighth
 * of its size: a 12-megapixel photo takes 12 MB of pixels instead of 48 MB. The frame carries the EXIF orientation,
 * which drawing applies. Null where the browser has no ImageDecoder or not for this type (the caller falls back).
 */
async function decodeScaled(file: Blob, size: { width: number; height: number }): Promise<DecodedPhoto | null> {
  if (typeof ImageDecoder === 'undefined' || !file.type || !(await ImageDecoder.isTypeSupported(file.type)))
    return null;
  const decoder = new ImageDecoder({
    data: file.stream(),
    type: file.type,
    desiredWidth: size.width,
    desiredHeight: size.height,
  });
  try {
    const { image } = await decoder.decode();
    return {
      width: image.displayWidth,
      height: image.displayHeight,
      image,
      close: () => {
        image.close();
        decoder.close();
      },
    };
  } catch (error) {
    decoder.close();
    throw error;
  }
}

/** `createImageBitmap` with a resize: Chromium still decodes the whole picture first, other engines may not. */
async function decodeWithBitmap(file: Blob, size: { width: number; height: number } | null): Promise<DecodedPhoto> {
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
    ...(size ? { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' } : {}),
  });
  return { width: bitmap.width, height: bitmap.height, image: bitmap, close: () => bitmap.close() };
}

/**
 * Decodes a photo upright and already scaled down towards the size it is sent at (at most `photoBudget.longSide`),
 * so a 12-megapixel photo never needs its full-size pixels in memory; then encodes it as a JPEG within the budget.
 * The size comes from the photo's first bytes; a photo whose header cannot be read is decoded whole, as before.
 */
export async function compressPhoto(file: Blob, canvas: PhotoCanvas): Promise<Blob> {
  const upright = readUprightSize(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()));
  const target = upright && fitWithin(upright.width, upright.height, photoBudget.longSide);
  let photo: DecodedPhoto;
  try {
    photo = (target && (await decodeScaled(file, target).catch(() => null))) || (await decodeWithBitmap(file, target));
  } catch {
    throw new UnreadableImageError();
  }
  try {
    return await encodeWithinBudget(target ?? photo, async ({ width, height }, quality) => {
      const context = canvas.resize(width, height);
      if (!context) throw new UnreadableImageError();
      // A transparent PNG would turn black in a JPEG: paper is white.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(photo.image, 0, 0, width, height);
      const blob = await canvas.toJpeg(quality);
      if (!blob) throw new UnreadableImageError();
      return blob;
    });
  } finally {
    photo.close();
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
