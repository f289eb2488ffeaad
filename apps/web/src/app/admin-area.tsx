import { PlaceholderContactBanner } from '@/features/programme/components/placeholder-contact-notice';
import { RequireRole } from './guards';

/**
 * Root of the administration routes, loaded as its own chunk so applicants never download admin code.
 * Admin-only providers (e.g. shared admin queries) belong here; so does what every administrator must know at once
 * (contact details visitors read that are still placeholders).
 */
export function AdminArea() {
  return (
    <>
      <PlaceholderContactBanner />
      <RequireRole allowed="ADMIN" />
    </>
  );
}
