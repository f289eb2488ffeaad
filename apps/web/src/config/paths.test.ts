import { appRoutes } from '@portal/shared/app-routes';
import { describe, expect, it } from 'vitest';
import { afterSignInPath, authPath, getHref, paths, safeLocalPath, sessionExitPath, signInPath } from './paths';

describe('paths', () => {
  it('builds every route’s address from its name, filling and encoding its parameters', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(appRoutes).sort());
    expect(paths.home()).toBe('/home');
    expect(paths.tour()).toBe('/');
    expect(paths.user({ id: 3 })).toBe('/users/3');
    expect(paths.sessionOverview({ id: 12 })).toBe('/sessions/12/overview');
    expect(paths.accountSettingsTab({ tab: 'security' })).toBe('/account/settings/security');
    expect(getHref('user', { id: 'a/b c' })).toBe('/users/a%2Fb%20c');
    expect(paths.applicationEdit({ id: 5 })).toBe('/applications/5/edit');
    expect(paths.applicationEdit({ id: 5, rest: 'motivation' })).toBe('/applications/5/edit/motivation');
  });

  it('keeps only same-origin paths for backTo and redirect', () => {
    expect(safeLocalPath('/sessions/3?tab=2')).toBe('/sessions/3?tab=2');
    expect(safeLocalPath('//evil.example')).toBeNull();
    expect(safeLocalPath('https://evil.example')).toBeNull();
    expect(safeLocalPath('/\\evil.example')).toBeNull();
    expect(safeLocalPath(null)).toBeNull();
  });

  it('builds the sign-in path with a redirect, never to an auth page, and the reason', () => {
    expect(signInPath('/users?page=1')).toBe('/auth/sign-in?redirect=%2Fusers%3Fpage%3D1');
    expect(signInPath('/auth/verify')).toBe('/auth/sign-in');
    expect(signInPath('/users', 'session-expired')).toBe('/auth/sign-in?redirect=%2Fusers&reason=session-expired');
  });

  it('carries the redirect between sign-in screens', () => {
    expect(authPath('/auth/sign-up', { redirect: '/users', email: null })).toBe('/auth/sign-up?redirect=%2Fusers');
    expect(authPath('/auth/sign-up', {})).toBe('/auth/sign-up');
  });

  it('goes after sign-in where the visitor was going, when it is a page of this site', () => {
    expect(afterSignInPath('/users/3')).toBe('/users/3');
    expect(afterSignInPath('https://evil.example/users')).toBe('/dashboard');
    expect(afterSignInPath('/auth/sign-in?redirect=%2Fauth%2Fsign-in')).toBe('/dashboard');
    expect(afterSignInPath(null)).toBe('/dashboard');
  });

  it('sends an ended session where its reason calls for', () => {
    expect(sessionExitPath(undefined, '/users')).toBe('/auth/sign-in?redirect=%2Fusers');
    expect(sessionExitPath('session-expired', '/users')).toBe('/auth/sign-in?redirect=%2Fusers&reason=session-expired');
    expect(sessionExitPath('signed-out', '/users')).toBe('/auth/sign-in?reason=signed-out');
    expect(sessionExitPath('account-deleted', '/account/settings/security')).toBe('/auth/account-deleted');
  });
});
