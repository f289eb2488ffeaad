import { describe, expect, it } from 'vitest';
import { appRoutes, isAppPath, matchesRoutePattern } from './app-routes';

describe('app routes', () => {
  it('matches fixed paths and :params, ignoring case and a trailing slash', () => {
    expect(matchesRoutePattern('/users/:id', '/users/12')).toBe(true);
    expect(matchesRoutePattern('/users/:id', '/Users/12/')).toBe(true);
    expect(matchesRoutePattern('/users/:id', '/users')).toBe(false);
    expect(matchesRoutePattern('/users/:id', '/users/12/edit')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(matchesRoutePattern('/', '/home')).toBe(false);
  });

  it('lets a trailing /* match no segment or any number of them', () => {
    const pattern = appRoutes.applicationEdit;
    expect(matchesRoutePattern(pattern, '/applications/5/edit')).toBe(true);
    expect(matchesRoutePattern(pattern, '/applications/5/edit/family')).toBe(true);
    expect(matchesRoutePattern(pattern, '/applications/5/edit/family/2')).toBe(true);
    expect(matchesRoutePattern(pattern, '/applications/5/view/family')).toBe(false);
  });

  it('knows the deep links of the app and nothing else', () => {
    for (const path of ['/', '/sessions/12/candidates', '/applications/5/edit/family', '/account/settings/security']) {
      expect(isAppPath(path), path).toBe(true);
    }
    for (const path of ['/no/such/place', '/users/1/2', '/auth', '/account', '/favicon.ico', '/sessions/3/nothing']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
