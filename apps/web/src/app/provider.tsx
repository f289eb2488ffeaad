import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useStore } from '@/lib/create-store';
import { appUpdateStore } from '@/lib/offline-app';
import { createQueryClient } from '@/lib/query-client';
import { MaintenanceGate } from './maintenance-gate';
import { ThemeProvider } from './theme-provider';

const AppUpdateNotice = lazy(() =>
  import('@/components/app-update-notice').then((module) => ({ default: module.AppUpdateNotice })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const update = useStore(appUpdateStore);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Notifications position="top-center" limit={3} />
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
