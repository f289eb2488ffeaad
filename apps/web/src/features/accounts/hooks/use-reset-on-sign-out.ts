import { useEffect, useRef } from 'react';
import { onResetAuthFlows } from '@/lib/auth-store';

/** Sign-out drops the state of the sign-in, sign-up, verify, reset and forgot-password screens: the next person on a shared phone starts afresh. */
export function useResetOnSignOut(reset: () => void) {
  const latest = useRef(reset);
  latest.current = reset;
  useEffect(() => onResetAuthFlows(() => latest.current()), []);
}
