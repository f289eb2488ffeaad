import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { firstScreenWork } from './first-screen';
import { i18n, preloadCatalogs } from './i18n';

/**
 * A lazily loaded route component: its code (and the catalog namespaces it needs) download on first visit,
 * before the page renders. Usage: `{ path: appRoutes.users, ...page(() => import('./components/users-page').then((m) => m.UsersPage), ['users']) }`.
 */
export function page(load: () => Promise<ComponentType>, namespaces: string[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      preloadCatalogs(namespaces);
      const [Component] = await firstScreenWork(
        Promise.all([load(), i18nReady().then(() => i18n.loadNamespaces(namespaces))]),
      );
      return { Component };
    },
  };
}

/**
 * The router starts the first page's loading as the app's code runs, before the catalogs are set up; namespaces
 * asked for before then would be dropped.
 */
function i18nReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}

/**
 * Where a feature's screens go in the app's tree: the public pages, the sign-in screens for visitors only
 * (`guest`), the other sign-in screens (`auth`), any signed-in person's (`signedIn`), the committee's (`staff`:
 * administrators and evaluators) and the administrators' alone (`admin`); the last two are a lazy chunk of their
 * own. Each feature exports one of these from its `routes.tsx`.
 */
export type RouteArea = 'public' | 'guest' | 'auth' | 'signedIn' | 'staff' | 'admin';
export type FeatureRoutes = Partial<Record<RouteArea, RouteObject[]>>;
