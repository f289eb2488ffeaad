import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useStore } from '@/lib/create-store';
import { whenIdle } from '@/lib/load-when-idle';
import { appUpdateStore } from '@/lib/offline-app';
import { createQueryClient } from '@/lib/query-client';
import { MaintenanceGate } from './maintenance-gate';
import { ThemeProvider } from './theme-provider';

const AppUpdateNotice = lazy(() =>
  import('@/components/app-update-notice').then((module) => ({ default: module.AppUpdateNotice })),
);

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/**
 * The toasts' container (Mantine's notifications with their transitions, 8 KB compressed) is not part of the first
 * load (decision 525): it is drawn once the page is idle, or at once when a toast is shown before then, which then
 * appears as soon as the container has loaded.
 */
function ToastsWhenNeeded() {
  const [idle, setIdle] = useState(false);
  const { notifications, queue } = useNotifications();
  useEffect(() => whenIdle(() => setIdle(true), 1_000), []);
  if (!idle && notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
