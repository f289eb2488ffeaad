// Where sign-in leads, without the router: the server-rendered sign-in pages' script (decision 523) imports this
// alone, the app through `paths.ts`.
import { appRoutes } from '@portal/shared/app-routes';

export const isAuthPath = (path: string) => path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?');

/** An origin no address of this site can have: what a path resolves against, in the browser and on the server. */
const base = 'https://this-site.invalid';

/** Returns a same-origin path from user input (backTo, redirect), or null for anything that could leave the site. */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, base);
    return url.origin === base ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Where a successful sign-in goes: the `redirect` it was given when it is a page of this site, else the dashboard. */
export function afterSignInPath(redirect: string | null): string {
  const target = safeLocalPath(redirect);
  return target && !isAuthPath(target) ? target : appRoutes.dashboard;
}
