import { isStaff } from '@portal/shared/enums';
import { useAuth } from '@/lib/auth-store';

/**
 * What the signed-in person's role opens in the committee's screens: reading them (`staff`: administrators and
 * evaluators) and acting in them (`administrator`: decisions, runs, status changes, exports). The server refuses
 * the rest anyway; a screen hides what would only be refused.
 */
export function useStaffRole() {
  const role = useAuth().user?.role;
  return { staff: isStaff(role), administrator: role === 'ADMIN' };
}
