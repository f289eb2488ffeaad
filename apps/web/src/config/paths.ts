/** Entry points and path builders shared by guards, the API client and links. */
export const paths = {
  home: '/home',
  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up',
  dashboard: '/dashboard',
  accessDenied: '/error/access-denied',
  about: '/about',
  contact: '/contact',
  terms: '/about/terms',
  privacy: '/about/privacy',
} as const;

/** Unauthenticated entry, keeping where the user was so sign-in can send them back. */
export function signInPath(redirect?: string): string {
  if (!redirect || redirect.startsWith('/auth')) return paths.signIn;
  return `${paths.signIn}?redirect=${encodeURIComponent(redirect)}`;
}

export function accessDeniedPath(resource: string): string {
  return `${paths.accessDenied}?resource=${encodeURIComponent(resource)}`;
}

/** Returns a same-origin path from user input (backTo, redirect), or null for anything that could leave the site. */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
