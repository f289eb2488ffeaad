/** The server said it is under maintenance (503 or code MAINTENANCE); the maintenance gate listens. */
const maintenanceListeners = new Set<() => void>();

export function onMaintenance(listener: () => void): () => void {
  maintenanceListeners.add(listener);
  return () => maintenanceListeners.delete(listener);
}

export function reportMaintenance(): void {
  for (const listener of maintenanceListeners) listener();
}
