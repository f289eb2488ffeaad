import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiUpload } from './api-upload';
import { authStore, setAuth } from './auth-store';
import { initI18n } from './i18n';

const user = { id: 1, firstName: 'Ada', lastName: 'N', username: 'ada', email: 'a@x.cm', role: 'STUDENT' as const };

/** An XMLHttpRequest that records what it was asked and lets the test play the network's part. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const send = (onProgress = vi.fn()) => {
  const formData = new FormData();
  formData.set('typeId', '3');
  return { onProgress, result: apiUpload<{ id: number }>({ path: '/documents', formData, onProgress }) };
};

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set({ token: null, user: null });
});

describe('apiUpload', () => {
  it('posts the form with the token and the language, reports progress and answers the data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setAuth('token-1', user);
    const { onProgress, result } = send();
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/documents']);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'en' });
    xhr.upload.onprogress?.({ loaded: 512, total: 2048 });
    expect(onProgress).toHaveBeenCalledWith({ sent: 512, total: 2048 });
    xhr.answer(201, { data: { id: 9 } });
    await expect(result).resolves.toEqual({ id: 9 });
  });

  it("turns the server's refusal into an ApiError with its status, code and message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { result } = send();
    FakeXhr.last.answer(415, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send a PDF, JPEG or PNG' });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send a PDF, JPEG or PNG' });
  });

  it('fails as offline when the line drops during the upload', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { result } = send();
    FakeXhr.last.onerror?.();
    await expect(result).rejects.toMatchObject({ status: 0, code: 'OFFLINE' });
  });

  it('sends nothing when the phone is offline', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('navigator', { onLine: false });
    const before = FakeXhr.last;
    await expect(send().result).rejects.toMatchObject({ status: 0, code: 'OFFLINE' });
    expect(FakeXhr.last).toBe(before);
  });
});
