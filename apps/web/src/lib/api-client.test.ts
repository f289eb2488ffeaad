import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { authStore, setAuth } from './auth-store';
import { i18n, initI18n } from './i18n';

const user = { id: 1, firstName: 'Ada', lastName: 'N', username: 'ada', email: 'a@x.cm', role: 'STUDENT' as const };

function answer(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set({ token: null, user: null });
});

describe('apiRequest', () => {
  it('fails before any request when a path parameter is missing, naming it', async () => {
    await expect(apiRequest({ path: '/sessions/{id}', pathParams: { id: undefined } })).rejects.toThrow(
      'required parameter was null or undefined: id',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the whole answer, checked, to a call that asks for what the route puts beside data', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [], withheld: { count: 2 } }));
    const parse = (payload: unknown) => payload as { data: unknown[]; withheld: { count: number } };
    expect(await apiRequest({ path: '/applications/1/reads', answer: { parse } })).toEqual({
      data: [],
      withheld: { count: 2 },
    });
    fetchMock.mockResolvedValue(answer(200, { withheld: null }));
    await expect(apiRequest({ path: '/applications/1/reads', answer: { parse } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('fails before any request when a declared body is null', async () => {
    await expect(apiRequest({ method: 'POST', path: '/sessions', body: null })).rejects.toThrow(
      'required parameter was null or undefined: body',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and language, and unwraps data', async () => {
    setAuth('t0k', user);
    await i18n.changeLanguage('it');
    fetchMock.mockResolvedValue(answer(200, { data: { id: 3 } }));
    const result = await apiRequest<{ id: number }>({
      path: '/sessions/{id}',
      pathParams: { id: 3 },
      query: { page: 0 },
    });
    expect(result).toEqual({ id: 3 });
    // (A signed-in person's change of language is also reported to /users/locale: see account-locale.test.ts.)
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).startsWith('/api/sessions'))!;
    expect(url).toBe('/api/sessions/3?page=0');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(headers.get('Accept-Language')).toBe('it');
  });

  it('passes the server error body on as an ApiError with field errors', async () => {
    const fieldErrors = [{ field: 'email', code: 'invalid_format', message: 'Invalid e-mail address' }];
    fetchMock.mockResolvedValue(
      answer(400, { status: 400, code: 'VALIDATION_FAILED', message: 'Invalid data', fieldErrors }),
    );
    const error = await apiRequest({ method: 'POST', path: '/auth/sign-up', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid data', fieldErrors });
  });

  it('uses the translated fallback message when the answer has none (French)', async () => {
    await i18n.changeLanguage('fr');
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(apiRequest({ path: '/statistics' })).rejects.toMatchObject({
      status: 502,
      message: 'Impossible de communiquer avec le serveur',
    });
  });

  it('says at once, without calling, that the browser is offline', async () => {
    await i18n.changeLanguage('fr');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest({ method: 'PUT', path: '/users', body: { firstName: 'A' } })).rejects.toMatchObject({
      status: 0,
      code: 'OFFLINE',
      message: 'Vous êtes hors ligne : rien n’a été envoyé ; votre saisie est conservée.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed fetch (connection lost) as offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest({ path: '/statistics' })).rejects.toMatchObject({
      status: 0,
      code: 'OFFLINE',
      message: 'You are offline: nothing was sent; your input is kept.',
    });
  });

  it('ends the session when the server refuses the token the call carried', async () => {
    setAuth('expired', user);
    fetchMock.mockResolvedValue(answer(401, { status: 401, code: 'TOKEN_EXPIRED', message: 'Session expired' }));
    await expect(apiRequest({ path: '/users/me' })).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(authStore.get()).toEqual({ token: null, user: null, ended: 'session-expired' });
  });

  it('ends the session of a deactivated account with that reason', async () => {
    setAuth('t0k', user);
    fetchMock.mockResolvedValue(answer(403, { status: 403, code: 'ACCOUNT_DISABLED', message: 'Deactivated' }));
    await expect(apiRequest({ path: '/users/me' })).rejects.toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(authStore.get().ended).toBe('account-disabled');
  });

  it('treats a 401 to a call without a token (a wrong password) as an ordinary error', async () => {
    authStore.set({ token: null, user: null });
    fetchMock.mockResolvedValue(answer(401, { status: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong password' }));
    await expect(apiRequest({ method: 'POST', path: '/auth/sign-in', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong password',
    });
    expect(authStore.get()).toEqual({ token: null, user: null });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('keeps a session whose token was replaced while an older call was out', async () => {
    setAuth('old', user);
    fetchMock.mockImplementation(async () => {
      setAuth('renewed', user);
      return answer(401, { status: 401, code: 'TOKEN_EXPIRED', message: 'Session expired' });
    });
    await expect(apiRequest({ path: '/users/me' })).rejects.toMatchObject({ status: 401 });
    expect(authStore.get()).toEqual({ token: 'renewed', user });
  });

  it('times out after 60 s with the fallback message', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      const pending = apiRequest({ path: '/statistics' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await pending).toMatchObject({ code: 'TIMEOUT', message: 'Failed to deal with the server' });
    } finally {
      vi.useRealTimers();
    }
  });
});
