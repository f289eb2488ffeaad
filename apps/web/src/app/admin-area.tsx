import { PlaceholderContactBanner } from '@/features/programme/components/placeholder-contact-notice';
import { RequireRole } from './guards';

/**
 * Root of the committee's routes (administrators and evaluators), loaded as its own chunk so applicants never
 * download its code; the administrators' routes sit inside it behind their own gate. Staff-only providers (e.g.
 * shared committee queries) belong here; so does what every administrator must know at once (contact details
 * visitors read that are still placeholders: the banner shows itself to administrators only).
 */
export function StaffArea() {
  return (
    <>
      <PlaceholderContactBanner />
      <RequireRole allowed={['ADMIN', 'EVALUATOR']} />
    </>
  );
}
