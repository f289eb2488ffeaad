import { compressPhoto, offscreenPhotoCanvas } from './compress-photo';

/** Compresses photos off the page's thread: the screen stays responsive while a phone decodes and encodes. */
export type PhotoRequest = { id: number; file: Blob };
export type PhotoAnswer = { id: number; blob: Blob } | { id: number; error: 'unreadable' | 'no worker' };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PhotoRequest>) => void) | null;
  postMessage: (answer: PhotoAnswer) => void;
};
scope.onmessage = async (event: MessageEvent<PhotoRequest>) => {
  const { id, file } = event.data;
  try {
    scope.postMessage({ id, blob: await compressPhoto(file, offscreenPhotoCanvas()) } satisfies PhotoAnswer);
  } catch {
    scope.postMessage({ id, error: 'unreadable' } satisfies PhotoAnswer);
  }
};
