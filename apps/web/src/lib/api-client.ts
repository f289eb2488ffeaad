import type { ApiErrorBody } from '@portal/shared/errors';
import { ApiError, RequiredParameterError } from './api-error';
import { reportMaintenance } from './api-events';
import { buildUrl, type PathParams, type QueryParams } from './api-url';
import { authStore, endSession } from './auth-store';
import { reportReachable, reportUnreachable } from './connection';
import { firstScreenWork } from './first-screen';
import { currentLanguage, i18n } from './i18n';
import { fromCacheHeader } from './offline-cache-rules';

export const requestTimeoutMs = 60_000;

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to /api, with `{name}` placeholders: '/sessions/{id}'. */
  path: string;
  pathParams?: PathParams;
  query?: QueryParams;
  /** JSON body. Passing the key with null/undefined fails before any request (a required body is missing). */
  body?: unknown;
  formData?: FormData | null;
  /** Validates `data` of the answer; without it the caller gets `data` as is. */
  schema?: { parse: (data: unknown) => T };
  /** Validates the whole answer instead, for the few routes that put something beside `data` (and answers it). */
  answer?: { parse: (payload: unknown) => T };
  signal?: AbortSignal;
};

function fallbackError(status: number, code: string): ApiError {
  const message = i18n.t('errors:server.unreachable', { defaultValue: 'Failed to deal with the server' });
  return new ApiError({ status, code, message });
}

/** No connection: said at once (a phone on 2G loses it often), and the form keeps what was typed. */
export function offlineError(): ApiError {
  reportUnreachable();
  const message = i18n.t('errors:offline', { defaultValue: 'You are offline: nothing was sent; your input is kept.' });
  return new ApiError({ status: 0, code: 'OFFLINE', message });
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function assertBody(request: ApiRequest<unknown>): void {
  for (const key of ['body', 'formData'] as const) {
    if (key in request && (request[key] === null || request[key] === undefined)) throw new RequiredParameterError(key);
  }
}

/**
 * Only a call that carried the current token can end the session: a 401 without one is an ordinary answer (a wrong
 * password), and a 401 for a token replaced meanwhile (a password change hands out a new one) is stale.
 */
function endSessionIfRefused(status: number, code: string | undefined, sentToken: string | null): void {
  if (!sentToken || authStore.get().token !== sentToken) return;
  if (code === 'ACCOUNT_DISABLED') endSession('account-disabled');
  else if (status === 401) endSession('session-expired');
}

/** A hand check rather than apiErrorSchema: it keeps zod out of the first page load. */
function readErrorBody(json: unknown): ApiErrorBody | null {
  if (!json || typeof json !== 'object') return null;
  const body = json as Partial<ApiErrorBody>;
  if (typeof body.code !== 'string' || typeof body.message !== 'string' || !body.message) return null;
  return {
    status: typeof body.status === 'number' ? body.status : 0,
    code: body.code,
    message: body.message,
    fieldErrors: Array.isArray(body.fieldErrors) ? body.fieldErrors : undefined,
  };
}

export async function errorFrom(response: Response, sentToken: string | null): Promise<ApiError> {
  const body = readErrorBody(await response.json().catch(() => null));
  if (response.status === 503 || body?.code === 'MAINTENANCE') reportMaintenance();
  endSessionIfRefused(response.status, body?.code, sentToken);
  if (!body) return fallbackError(response.status, `HTTP_${response.status}`);
  return new ApiError({ ...body, status: body.status || response.status });
}

/** Links the caller's signal (e.g. TanStack Query cancelling) with the 60 s timeout. */
function withTimeout(signal?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timeout', 'TimeoutError')), requestTimeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  return { signal: controller.signal, done };
}

/**
 * The one way the web app talks to the API: bearer token, Accept-Language, 60 s timeout, `{ data }` unwrapped. A
 * read counts as the screen's work (lib/first-screen.ts).
 */
export function apiRequest<T = unknown>(request: ApiRequest<T>): Promise<T> {
  const sent = send(request);
  return (request.method ?? 'GET') === 'GET' ? firstScreenWork(sent) : sent;
}

async function send<T>(request: ApiRequest<T>): Promise<T> {
  const url = buildUrl(request.path, request.pathParams, request.query);
  assertBody(request);
  const method = request.method ?? 'GET';
  // A read goes out even offline: the service worker may answer it with what it kept (decision 521).
  if (method !== 'GET' && isOffline()) throw offlineError();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = authStore.get().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (request.formData) body = request.formData;
  else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  const timeout = withTimeout(request.signal);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: timeout.signal });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw timeout.signal.aborted ? fallbackError(0, 'TIMEOUT') : offlineError();
  } finally {
    timeout.done();
  }
  // A kept answer does not prove the server is back.
  if (!response.headers.has(fromCacheHeader)) reportReachable();
  if (!response.ok) throw await errorFrom(response, token);
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
  if (!payload || typeof payload !== 'object' || !('data' in payload)) throw fallbackError(0, 'INVALID_RESPONSE');
  if (request.answer) return request.answer.parse(payload);
  return request.schema ? request.schema.parse(payload.data) : (payload.data as T);
}

export type Download = { blob: Blob; fileName: string | null };

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function attachmentName(header: string | null): string | null {
  return /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * A file from the API (GET), read as it arrives so the screen can show the bytes received; the 60 s timeout
 * applies until the answer starts (a long file may take longer to arrive, and the caller's signal can cancel it).
 * Errors as apiRequest's.
 */
export async function apiDownload(
  request: Pick<ApiRequest<unknown>, 'path' | 'pathParams' | 'query' | 'signal'>,
  onProgress: (receivedBytes: number) => void,
): Promise<Download> {
  const url = buildUrl(request.path, request.pathParams, request.query);
  if (isOffline()) throw offlineError();
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = authStore.get().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = withTimeout(request.signal);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: timeout.signal });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw timeout.signal.aborted ? fallbackError(0, 'TIMEOUT') : offlineError();
  } finally {
    timeout.done();
  }
  if (!response.ok) throw await errorFrom(response, token);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      chunks.push(part.value);
      received += part.value.byteLength;
      onProgress(received);
    }
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw offlineError();
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName: attachmentName(response.headers.get('content-disposition')) };
}
