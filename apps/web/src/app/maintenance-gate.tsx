import { type ReactNode, useEffect, useState } from 'react';
import { MaintenancePage } from '@/features/errors/components/maintenance-page';
import { useHealth } from '@/hooks/use-health';
import { ApiError } from '@/lib/api-error';
import { onMaintenance } from '@/lib/api-events';

function isMaintenance(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.code === 'MAINTENANCE');
}

/** Shows the maintenance screen when /api/health, or any later call, answers 503 / MAINTENANCE. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const health = useHealth();
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
