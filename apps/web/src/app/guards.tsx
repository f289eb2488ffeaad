import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { accessDeniedPath, afterSignInPath, sessionExitPath } from '@/config/paths';
import { type AuthUser, useAuth } from '@/lib/auth-store';

/**
 * Signed-in pages need both a token and a user. Without them: the sign-in screen remembering where we were, or,
 * when the session has just ended, the screen its reason calls for (this is the one place that leaves on sign-out,
 * an expired token or a deleted account, so no other navigation races it).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { authenticated, ended } = useAuth();
  const location = useLocation();
  if (!authenticated) return <Navigate to={sessionExitPath(ended, location.pathname + location.search)} replace />;
  return children ?? <Outlet />;
}

/** Sign-in, sign-up…: a signed-in user goes where the `redirect` says, else to the dashboard (also right after signing in). */
export function GuestOnly() {
  const { authenticated } = useAuth();
  const [params] = useSearchParams();
  return authenticated ? <Navigate to={afterSignInPath(params.get('redirect'))} replace /> : <Outlet />;
}

/** Role gate inside the signed-in area; a role not allowed sees access denied naming the page. */
export function RequireRole({ allowed }: { allowed: readonly AuthUser['role'][] }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user || !allowed.includes(user.role)) return <Navigate to={accessDeniedPath(location.pathname)} replace />;
  return <Outlet />;
}
