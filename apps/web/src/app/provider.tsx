import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useStore } from '@/lib/create-store';
import { loadOnce, whenIdle } from '@/lib/load-when-idle';
import { appUpdateStore } from '@/lib/offline-app';
import { createQueryClient } from '@/lib/query-client';
import { MaintenanceGate } from './maintenance-gate';
import { ThemeProvider } from './theme-provider';

const AppUpdateNotice = lazy(() =>
  import('@/components/app-update-notice').then((module) => ({ default: module.AppUpdateNotice })),
);

/** The toasts' container's code, loaded once (the unit tests load it before they start). */
export const toastsCode = loadOnce<ComponentType>(() => import('./toasts').then((module) => module.Toasts));

/**
 * The toasts' container (Mantine's notifications with their transitions, 8 KB compressed) is not part of the first
 * load (decision 525): it is drawn once the page is idle, or at once when a toast is shown before then, which then
 * appears as soon as the container has loaded.
 */
function ToastsWhenNeeded() {
  const [Toasts, setToasts] = useState(() => toastsCode.loaded());
  const { notifications, queue } = useNotifications();
  const wanted = notifications.length > 0 || queue.length > 0;
  useEffect(() => {
    if (Toasts) return;
    let active = true;
    const load = () =>
      void toastsCode.load().then(
        (loaded) => active && setToasts(() => loaded),
        () => undefined,
      );
    if (wanted) load();
    else whenIdle(load, 1_000);
    return () => {
      active = false;
    };
  }, [Toasts, wanted]);
  return Toasts ? <Toasts /> : null;
}

/** The app's providers; `queryClient` is the one the router's loaders read with (app/start.tsx). */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const update = useStore(appUpdateStore);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastsWhenNeeded />
        <Suspense fallback={null}>
          <MaintenanceGate>{children}</MaintenanceGate>
        </Suspense>
        {update.waiting && (
          <Suspense fallback={null}>
            <AppUpdateNotice />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
