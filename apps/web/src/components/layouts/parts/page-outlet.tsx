import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';

/** Where a layout shows its page; a lazy namespace or page shows a loader inside the layout, not a blank screen. */
export function PageOutlet({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>;
}
