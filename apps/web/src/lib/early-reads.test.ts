import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { authStore, setAuth } from './auth-store';
import { earlyReadsMaxAgeMs } from './early-reads';
import { i18n, initI18n } from './i18n';

/** The script the app's page runs first (index.html), as the browser runs it. */
const preloadSettings = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../preload-settings.js'), 'utf8');

const student = { id: 1, firstName: 'Ada', lastName: 'N', username: 'ada', email: 'a@x.cm', role: 'STUDENT' as const };
const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Opens `path` with what a signed-in visitor has stored, runs the script, and waits past the first paint. */
async function openPage(path: string, { token = 't0k', user = student, language = 'fr' as string | null } = {}) {
  window.history.replaceState(null, '', path);
  localStorage.setItem('portal.auth', JSON.stringify({ token, user }));
  if (language) localStorage.setItem('portal.lang', language);
  new Function(preloadSettings)();
  await new Promise((resolve) => setTimeout(resolve, 150));
}

/** What was asked of the server, without the language a sign-in reports to the account (account-locale.ts). */
const asked = () => fetchMock.mock.calls.filter(([url]) => !String(url).startsWith('/api/users/locale'));
const askedUrls = () => asked().map(([url]) => String(url));

beforeAll(async () => {
  await initI18n('fr');
});

beforeEach(async () => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => answer({ data: { url: String(url), sessionId: 4 } }));
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('fr');
  setAuth('t0k', student);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.portalEarlyReads;
  document.documentElement.removeAttribute('data-rendered-lang');
  authStore.set({ token: null, user: null });
});

describe('early reads', () => {
  it('are asked once the page has painted, not while the script holds the first paint', async () => {
    window.history.replaceState(null, '', '/dashboard');
    localStorage.setItem('portal.auth', JSON.stringify({ token: 't0k', user: student }));
    localStorage.setItem('portal.lang', 'fr');
    new Function(preloadSettings)();
    expect(asked()).toHaveLength(0);
    await vi.waitFor(() => expect(asked()).toHaveLength(5));
  });

  it("ask the dashboard's reads with the token and language, and the app takes each answer once", async () => {
    await openPage('/dashboard');
    expect(askedUrls()).toEqual([
      '/api/users/me',
      '/api/applications/user/my',
      '/api/applications/user/current',
      '/api/sessions/current',
      '/api/statistics',
    ]);
    const headers = new Headers(asked()[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(headers.get('Accept-Language')).toBe('fr');

    await expect(apiRequest({ path: '/users/me' })).resolves.toEqual({ url: '/api/users/me', sessionId: 4 });
    expect(asked()).toHaveLength(5);
    // Taken once: the next read asks the server.
    await apiRequest({ path: '/users/me' });
    expect(asked()).toHaveLength(6);
  });

  it("ask an application's reads, then its session's", async () => {
    await openPage('/applications/12/edit/family');
    await vi.waitFor(() => expect(askedUrls()).toEqual(['/api/applications/12', '/api/sessions/4']));
    await apiRequest({ path: '/applications/{id}', pathParams: { id: 12 } });
    await apiRequest({ path: '/sessions/{id}', pathParams: { id: 4 } });
    expect(asked()).toHaveLength(2);
  });

  it('are not used by a read with another token, in another language or too late', async () => {
    await openPage('/dashboard');
    setAuth('n3w', student);
    await apiRequest({ path: '/users/me' });
    expect(asked()).toHaveLength(6);

    setAuth('t0k', student);
    await i18n.changeLanguage('en');
    await apiRequest({ path: '/applications/user/my' });
    expect(asked()).toHaveLength(7);

    await i18n.changeLanguage('fr');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + earlyReadsMaxAgeMs + 1);
    await apiRequest({ path: '/sessions/current' });
    vi.mocked(Date.now).mockRestore();
    expect(asked()).toHaveLength(8);
    expect(new Headers(asked()[7]?.[1]?.headers).get('Authorization')).toBe('Bearer t0k');
  });

  it('that failed are asked again by the app', async () => {
    let failed = false;
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/users/me' && !failed) {
        failed = true;
        throw new TypeError('Failed to fetch');
      }
      return answer({ data: { url: String(url), sessionId: 4 } });
    });
    await openPage('/dashboard');
    await expect(apiRequest({ path: '/users/me' })).resolves.toEqual({ url: '/api/users/me', sessionId: 4 });
    expect(asked()).toHaveLength(6);
  });

  it('ask nothing for an administrator, without a stored language, on another screen or a server page', async () => {
    await openPage('/dashboard', { user: { ...student, role: 'ADMIN' } as never });
    localStorage.clear();
    await openPage('/dashboard', { language: null });
    await openPage('/applications');
    document.documentElement.setAttribute('data-rendered-lang', 'fr');
    await openPage('/dashboard');
    expect(asked()).toHaveLength(0);
  });
});
