import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accessDeniedPath, paths, signInPath } from '@/config/paths';
import { type AuthUser, useAuth } from '@/lib/auth-store';

/** Signed-in pages need both a token and a user; otherwise the sign-in screen, remembering where we were. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { authenticated } = useAuth();
  const location = useLocation();
  if (!authenticated) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return children ?? <Outlet />;
}

/** Sign-in, sign-up…: a signed-in user goes to the dashboard instead. */
export function GuestOnly() {
  const { authenticated } = useAuth();
  return authenticated ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}

/** Role gate inside the signed-in area; a wrong role sees access denied naming the page. */
export function RequireRole({ allowed }: { allowed: AuthUser['role'] }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user?.role !== allowed) return <Navigate to={accessDeniedPath(location.pathname)} replace />;
  return <Outlet />;
}
