import { errorFrom, offlineError } from './api-client';
import { buildUrl, type PathParams } from './api-url';
import { authStore } from './auth-store';
import { reportReachable } from './connection';
import { currentLanguage } from './i18n';

export type UploadProgress = { sent: number; total: number };

type UploadRequest = {
  /** Relative to /api, with `{name}` placeholders. */
  path: string;
  pathParams?: PathParams;
  formData: FormData;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * A multipart POST that reports how much of the body has left the phone: fetch cannot, XMLHttpRequest can. Same
 * headers and errors as `apiRequest`; no overall timeout, since a large file on 2G takes minutes, but a line that
 * falls silent fails as offline.
 */
export function apiUpload<T>({ path, pathParams, formData, onProgress, signal }: UploadRequest): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(offlineError());
  const token = authStore.get().token;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, pathParams));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.total });
    xhr.onerror = () => reject(offlineError());
    xhr.ontimeout = () => reject(offlineError());
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    xhr.onload = async () => {
      reportReachable();
      const response = new Response(xhr.responseText || null, { status: xhr.status });
      if (xhr.status < 200 || xhr.status >= 300) return reject(await errorFrom(response, token));
      const payload = (await response.json().catch(() => undefined)) as { data?: T } | undefined;
      if (!payload || !('data' in payload)) return reject(offlineError());
      resolve(payload.data as T);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}
