import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { authPath, safeLocalPath } from '@/config/paths';

/**
 * Links between the sign-in screens (sign-in, sign-up, forgot password, resend…) keep the page's `?redirect=`, so
 * that signing in at the end of the detour still goes where the visitor was going.
 */
export function useAuthLink() {
  const [params] = useSearchParams();
  const redirect = safeLocalPath(params.get('redirect'));
  return useCallback(
    (path: string, query: Record<string, string | null> = {}) => authPath(path, { ...query, redirect }),
    [redirect],
  );
}
