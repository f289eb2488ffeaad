import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { MaintenanceGate } from './maintenance-gate';
import { ThemeProvider } from './theme-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Notifications position="top-center" limit={3} />
        <Suspense fallback={null}>
          <MaintenanceGate>{children}</MaintenanceGate>
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
