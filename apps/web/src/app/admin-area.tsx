import { RequireRole } from './guards';

/**
 * Root of the administration routes, loaded as its own chunk so applicants never download admin code.
 * Admin-only providers (e.g. shared admin queries) belong here.
 */
export function AdminArea() {
  return <RequireRole allowed="ADMIN" />;
}
