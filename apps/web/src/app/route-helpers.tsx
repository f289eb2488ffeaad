import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '@/lib/i18n';

/**
 * A lazily loaded route component: its code (and the catalog namespaces it needs) download on first visit,
 * before the page renders. Usage: `{ path: 'users', ...page(() => import('…/users-page').then((m) => m.UsersPage), ['users']) }`.
 */
export function page(load: () => Promise<ComponentType>, namespaces: string[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
      return { Component };
    },
  };
}

const notAvailable = () => import('@/features/misc/components/not-available-page').then((m) => m.NotAvailablePage);

/** Placeholder for a screen of a later issue; replace the line with `page(...)` when the screen lands. */
export function later(): Pick<RouteObject, 'lazy'> {
  return page(notAvailable);
}
