import { type ReactNode, useEffect, useState } from 'react';
import { MaintenancePage } from '@/features/errors/components/maintenance-page';
import { useHealth } from '@/hooks/use-health';
import { ApiError } from '@/lib/api-error';
import { onMaintenance } from '@/lib/api-events';
import { whenIdle } from '@/lib/load-when-idle';

function isMaintenance(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.code === 'MAINTENANCE');
}

/**
 * Shows the maintenance screen when /api/health, or any later call, answers 503 / MAINTENANCE. The health is read
 * once the page is idle: a screen that reads the API meanwhile meets the maintenance itself (its answer is a 503),
 * and the first screen's reads and code do not share the line with it.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const health = useHealth({ enabled: idle });
  const [reported, setReported] = useState(false);
  useEffect(() => onMaintenance(() => setReported(true)), []);
  if (reported || isMaintenance(health.error)) {
    const retry = () => {
      setReported(false);
      void health.refetch();
    };
    return <MaintenancePage onRetry={retry} />;
  }
  return children;
}
