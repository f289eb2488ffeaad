/**
 * What the service worker keeps of the API for a signed-in applicant, so that the app reopened without a connection
 * shows their application (decision 521). Pure rules, shared by the service worker and the page (which empties the
 * cache on sign-out): no DOM or worker types here.
 */

/** The Cache Storage name of the applicant's API answers. */
export const apiCacheName = 'portal-api';
/** The Cache Storage name of the app's hashed files (scripts, styles, catalogs) fetched after the shell. */
export const assetCacheName = 'portal-assets';
/** Header the service worker puts on an answer it took from the cache rather than from the server. */
export const fromCacheHeader = 'x-portal-from-cache';
/** How long a read waits for the server before the kept answer is shown (a weak 3G line answers in 1–3 s). */
export const apiNetworkTimeoutSeconds = 4;

/**
 * Reads never kept: files and the answers that carry signed links to them (documents, the archive of one's data),
 * anything about signing in, the server's health. Everything else an applicant reads (their application, its parts,
 * the current session, reference lists, their profile) is kept.
 */
const neverKept = [
  /^\/api\/files\//,
  /^\/api\/documents(\/|$)/,
  /^\/api\/auth\//,
  /^\/api\/health$/,
  /\/avatar/,
  /^\/api\/users\/[^/]+\/export(\/|$)/,
];

/** The user a bearer token names, from its payload (not verified: the server does that; this only keys a cache). */
export function tokenSubject(authorization: string | null): { userId: string; role: string } | null {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '')?.[2];
  if (!token) return null;
  try {
    const base64 = token.replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as {
      sub?: unknown;
      role?: unknown;
    };
    if (typeof payload.sub !== 'string' || !/^\d+$/.test(payload.sub) || typeof payload.role !== 'string') return null;
    return { userId: payload.sub, role: payload.role };
  } catch {
    return null;
  }
}

/** A GET of the API by an applicant (never an administrator's data), on a path that may be kept. */
export function isKeptApiRead(method: string, pathname: string, authorization: string | null): boolean {
  if (method !== 'GET' || !pathname.startsWith('/api/')) return false;
  if (neverKept.some((pattern) => pattern.test(pathname))) return false;
  return tokenSubject(authorization)?.role === 'STUDENT';
}

/**
 * The key an answer is kept under: its address and the user, so that on a shared phone one applicant's answers
 * are never shown to the next even if the cache was not emptied. The key is never fetched.
 */
export function apiCacheKey(url: string, authorization: string | null): string {
  const subject = tokenSubject(authorization);
  const key = new URL(url);
  key.searchParams.set('__user', subject?.userId ?? 'none');
  return key.href;
}
