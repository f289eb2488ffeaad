import type { RouteObject } from 'react-router';
import { page } from '@/lib/lazy-route';

const notAvailable = () => import('@/features/misc/components/not-available-page').then((m) => m.NotAvailablePage);

/** The "not available yet" page, for a route whose screen is not built; its feature's `routes.tsx` replaces the line. */
export function later(): Pick<RouteObject, 'lazy'> {
  return page(notAvailable);
}
