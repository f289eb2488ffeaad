import { cookieValue, preferenceCookieMaxAge } from '@portal/shared/public-pages';

/**
 * The language and theme live in localStorage for the app; the server cannot read that, so each change is also
 * written to a cookie of the same name, which the server uses to render the public pages (decision 007).
 */
export function writePreferenceCookie(name: string, value: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones' browsers.
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${preferenceCookieMaxAge}; samesite=lax`;
  } catch {
    // No document (tests, server) or cookies refused: the server falls back to Accept-Language and defaults.
  }
}

export function readCookie(name: string): string | null {
  try {
    return cookieValue(document.cookie, name) ?? null;
  } catch {
    // No document: treated as absent.
    return null;
  }
}
