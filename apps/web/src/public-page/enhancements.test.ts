import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatInstant } from '@/lib/date-time';
import { writePreferenceCookie } from '@/lib/preference-cookies';
import { renderPublicPage } from '@/server/render-public-page';
import { testPageData, testRenderInput } from '@/server/test-page-data';
import { enhancePage } from './enhancements';

/** Puts a page exactly as the server renders it into the document, then runs the page's script on it. */
function openPage(overrides: Parameters<typeof testRenderInput>[0] = {}) {
  const html = renderPublicPage(testRenderInput(overrides)) ?? '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const root = document.documentElement;
  for (const attribute of [...parsed.documentElement.attributes]) root.setAttribute(attribute.name, attribute.value);
  root.innerHTML = parsed.documentElement.innerHTML;
  const navigation = { reload: vi.fn(), replace: vi.fn<(url: string) => void>() };
  enhancePage(navigation);
  return navigation;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the test forgets its cookie.
  document.cookie = 'portal.theme=; max-age=0; path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = 'portal.lang=; max-age=0; path=/';
});

describe('the script of the server-rendered pages', () => {
  it('opens and closes the phone menu', () => {
    openPage();
    const burger = document.querySelector<HTMLButtonElement>('[data-disclosure]')!;
    const menu = document.getElementById('public-menu')!;
    burger.click();
    expect(menu.hidden).toBe(false);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close navigation');
    expect(burger.querySelector('.mantine-Burger-burger')?.getAttribute('data-opened')).toBe('true');
    burger.click();
    expect(menu.hidden).toBe(true);
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(burger.getAttribute('aria-label')).toBe('Open navigation');
  });

  it('turns the sign-in links into dashboard links for a signed-in visitor', () => {
    window.localStorage.setItem('portal.auth', JSON.stringify({ token: 't', user: { id: 1 } }));
    openPage();
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-signed-in-href]')];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/dashboard');
      expect(link.textContent).toBe('Dashboard');
    }
  });

  it('leaves them alone without both a token and a user', () => {
    window.localStorage.setItem('portal.auth', JSON.stringify({ token: 't' }));
    openPage();
    expect(document.querySelector('header a[data-signed-in-href]')?.getAttribute('href')).toBe('/auth/sign-in');
  });

  it('keeps the countdown ticking from the server’s clock', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    vi.useFakeTimers({ now, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const session = testPageData().currentSession!;
    const endDate = new Date(now.getTime() + ((26 * 60 + 2) * 60 + 5) * 1000).toISOString();
    openPage({ language: 'fr', data: testPageData({ currentSession: { ...session, endDate } }) });
    const timer = document.querySelector('[role="timer"]')!;
    expect(timer.textContent).toBe('1 j 2 h 2 min 5 s');
    vi.advanceTimersByTime(3000);
    expect(timer.textContent).toBe('1 j 2 h 2 min 2 s');
  });

  it('counts from when the server sent the page, which it may have rendered seconds before', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    vi.useFakeTimers({ now, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const session = testPageData().currentSession!;
    const endDate = new Date(now.getTime() + 60_000).toISOString();
    const sent = { serverTiming: [{ name: 'cache', duration: 4000, description: '' }] };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([sent as unknown as PerformanceEntry]);
    openPage({ language: 'en', data: testPageData({ currentSession: { ...session, endDate } }) });
    expect(document.querySelector('[role="timer"]')?.textContent).toBe('0 d 0 h 0 min 56 s');
  });

  it('writes the session window in the reader’s time zone and language', () => {
    openPage({ language: 'it' });
    const session = testPageData().currentSession!;
    const window = document.querySelector('[data-instants]')!;
    expect(window.textContent).toContain(formatInstant(session.startDate, 'it'));
    expect(window.textContent).toContain(formatInstant(session.endDate, 'it'));
    expect(window.textContent).not.toContain('{{');
  });

  it('copies a theme chosen in the app into the cookie the server reads, then renders the page again', () => {
    window.localStorage.setItem('portal.theme', JSON.stringify({ mode: 'dark' }));
    const navigation = openPage();
    expect(decodeURIComponent(document.cookie)).toContain('portal.theme={"mode":"dark"}');
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('does not render again when the cookie already holds the theme', () => {
    window.localStorage.setItem('portal.theme', JSON.stringify({ mode: 'dark' }));
    writePreferenceCookie('portal.theme', JSON.stringify({ mode: 'dark' }));
    expect(openPage().reload).not.toHaveBeenCalled();
  });

  it('switches the language: stored for the app and the server, then the page without ?lang', () => {
    window.history.replaceState(null, '', '/home?lang=fr');
    const navigation = openPage({ language: 'fr' });
    expect(window.localStorage.getItem('portal.lang')).toBe('fr');
    const select = document.querySelector<HTMLSelectElement>('select[data-language-switch]')!;
    select.value = 'it';
    select.dispatchEvent(new Event('change'));
    expect(window.localStorage.getItem('portal.lang')).toBe('it');
    expect(document.cookie).toContain('portal.lang=it');
    expect(navigation.replace).toHaveBeenCalledWith('/home');
    window.history.replaceState(null, '', '/');
  });

  it('renders again once in a language chosen in the app before the cookie existed', () => {
    window.localStorage.setItem('portal.lang', 'it');
    expect(openPage({ language: 'en' }).reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('portal.lang=it');
    // Now the cookie holds it: the server's next answer is Italian and no further reload happens.
    expect(openPage({ language: 'en' }).reload).not.toHaveBeenCalled();
  });
});
