import { appRoutes } from '@portal/shared/app-routes';
import type { SessionEnding } from '@/lib/auth-store';

/** Entry points and path builders shared by guards, the API client and links. */
export const paths = {
  home: appRoutes.home,
  signIn: appRoutes.signIn,
  signUp: appRoutes.signUp,
  forgotPassword: appRoutes.forgotPassword,
  resendVerifyLink: appRoutes.resendVerifyLink,
  accountDeleted: appRoutes.accountDeleted,
  dashboard: appRoutes.dashboard,
  accessDenied: appRoutes.accessDenied,
  about: appRoutes.about,
  contact: appRoutes.contact,
  terms: appRoutes.terms,
  privacy: appRoutes.privacy,
} as const;

/** Why the sign-in page is shown, told to the reader in a notice (`?reason=`). */
export type SignInReason = Exclude<SessionEnding, 'account-deleted'>;
export const signInReasons: readonly SignInReason[] = [
  'session-expired',
  'account-disabled',
  'signed-out',
  'signed-out-everywhere',
];

export function isSignInReason(value: string | null): value is SignInReason {
  return signInReasons.includes(value as SignInReason);
}

const isAuthPath = (path: string) => path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?');

/** A path among the sign-in screens, keeping where the visitor was going (`?redirect=`) and any other parameters. */
export function authPath(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Unauthenticated entry, keeping where the user was so sign-in can send them back, and why they are there. */
export function signInPath(redirect?: string, reason?: SignInReason): string {
  return authPath(paths.signIn, { redirect: redirect && !isAuthPath(redirect) ? redirect : null, reason });
}

/** Where a successful sign-in goes: the `redirect` it was given when it is a page of this site, else the dashboard. */
export function afterSignInPath(redirect: string | null): string {
  const target = safeLocalPath(redirect);
  return target && !isAuthPath(target) ? target : paths.dashboard;
}

/** Where a signed-in page sends someone whose sign-in has ended, or who never signed in. */
export function sessionExitPath(ended: SessionEnding | undefined, here: string): string {
  if (ended === 'account-deleted') return paths.accountDeleted;
  // Signing out on purpose starts afresh: the next person on a shared phone does not land on the last one's page.
  if (ended === 'signed-out' || ended === 'signed-out-everywhere') return signInPath(undefined, ended);
  return signInPath(here, ended);
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
