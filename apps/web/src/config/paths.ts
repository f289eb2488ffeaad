import { type AppRouteName, appRoutes } from '@portal/shared/app-routes';
import { generatePath } from 'react-router';
import type { SessionEnding } from '@/lib/auth-store';
import { afterSignInPath, isAuthPath, safeLocalPath } from './local-paths';

export { afterSignInPath, safeLocalPath };

/** The `:name` parameters of a route pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Pattern<N extends AppRouteName> = (typeof appRoutes)[N];
/** What fills a route's address: each `:name`, and `rest` for a trailing `/*` (the sub-page, none by default). */
export type RouteParams<N extends AppRouteName> = {
  [K in ParamNames<Pattern<N>>]: string | number;
} & (Pattern<N> extends `${string}/*` ? { rest?: string } : unknown);
type HrefArgs<N extends AppRouteName> = [ParamNames<Pattern<N>>] extends [never]
  ? Pattern<N> extends `${string}/*`
    ? [params?: RouteParams<N>]
    : []
  : [params: RouteParams<N>];

/** The address of a named route: `getHref('user', { id: 3 })` is `/users/3`. Values are encoded. */
export function getHref<N extends AppRouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const { rest, ...named } = (params ?? {}) as Record<string, string | number | undefined>;
  const values = Object.fromEntries(Object.entries(named).map(([key, value]) => [key, String(value)]));
  const pattern: string = appRoutes[name];
  return generatePath(pattern, { ...values, '*': rest === undefined ? '' : String(rest) }).replace(/\/$/, '') || '/';
}

type Paths = { readonly [N in AppRouteName]: (...args: HrefArgs<N>) => string };

/**
 * Every screen's address by route name (`paths.sessionOverview({ id })`, `paths.signIn()`): links, redirects and
 * guards use these, never a path written by hand. Built from the shared route list, so it covers every route.
 */
export const paths = Object.fromEntries(
  (Object.keys(appRoutes) as AppRouteName[]).map((name) => [
    name,
    (params?: RouteParams<typeof name>) => getHref(name, ...([params] as HrefArgs<typeof name>)),
  ]),
) as Paths;

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

/** A path among the sign-in screens, keeping where the visitor was going (`?redirect=`) and any other parameters. */
export function authPath(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Unauthenticated entry, keeping where the user was so sign-in can send them back, and why they are there. */
export function signInPath(redirect?: string, reason?: SignInReason): string {
  return authPath(paths.signIn(), { redirect: redirect && !isAuthPath(redirect) ? redirect : null, reason });
}

/** Where a signed-in page sends someone whose sign-in has ended, or who never signed in. */
export function sessionExitPath(ended: SessionEnding | undefined, here: string): string {
  if (ended === 'account-deleted') return paths.accountDeleted();
  // Signing out on purpose starts afresh: the next person on a shared phone does not land on the last one's page.
  if (ended === 'signed-out' || ended === 'signed-out-everywhere') return signInPath(undefined, ended);
  return signInPath(here, ended);
}

export function accessDeniedPath(resource: string): string {
  return `${paths.accessDenied()}?resource=${encodeURIComponent(resource)}`;
}
