import { appRoutes } from '@portal/shared/app-routes';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { AppProvider } from './provider';
import { routes } from './routes';

/** Lazy pages load their code and catalogs first; on a busy two-core machine that can take a few seconds. */
const lazyPage = { timeout: 10_000 };

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  authStore.set({ token: null, user: null });
  await i18n.changeLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { status: 'ok' } })),
  );
});

/** Every full path the router knows, joined from the nested route objects; the catch-all `*` is not a page. */
function routerPaths(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((route) => {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : own ? `${parent.replace(/\/$/, '')}/${own}` : parent;
    const here = route.path && route.path !== '*' ? [full] : [];
    return [...here, ...routerPaths(route.children ?? [], full)];
  });
}

describe('routes', () => {
  it('hold exactly the paths of the shared route list the server answers for', () => {
    expect(new Set(routerPaths(routes))).toEqual(new Set(Object.values(appRoutes)));
    expect(routerPaths(routes)).toHaveLength(Object.values(appRoutes).length);
  });

  it('shows not-found with the location for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, lazyPage)).toBeTruthy();
    expect(screen.getByText('Location: /no/such/page')).toBeTruthy();
  });

  it('sends a signed-out visitor of a signed-in page to sign-in with a redirect', async () => {
    const router = renderAt('/sessions/3/candidates?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'), lazyPage);
    expect(router.state.location.search).toBe('?redirect=%2Fsessions%2F3%2Fcandidates%3Fpage%3D2');
  });

  it('shows access denied to a student opening an admin page, naming it', async () => {
    setAuth('t', { id: 2, firstName: 'Ama', lastName: 'B', username: 'ama', email: 'a@b.cm', role: 'STUDENT' });
    renderAt('/users');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, lazyPage)).toBeTruthy();
    expect(screen.getByText('Resource: /users')).toBeTruthy();
  });

  it('opens the committee’s screens to an evaluator, and shows access denied on an administrator’s', async () => {
    setAuth('t', { id: 3, firstName: 'Eva', lastName: 'L', username: 'eva', email: 'e@b.cm', role: 'EVALUATOR' });
    const router = renderAt('/sessions');
    expect(await screen.findByRole('heading', { name: 'Sessions' }, lazyPage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New session' })).toBeNull();
    await router.navigate('/users');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, lazyPage)).toBeTruthy();
    expect(screen.getByText('Resource: /users')).toBeTruthy();
    await router.navigate('/sessions/4/ratings');
    expect(await screen.findByText('Resource: /sessions/4/ratings', {}, lazyPage)).toBeTruthy();
  });

  it('shows access denied to a student opening a committee’s page', async () => {
    setAuth('t', { id: 2, firstName: 'Ama', lastName: 'B', username: 'ama', email: 'a@b.cm', role: 'STUDENT' });
    renderAt('/sessions/4/candidates');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, lazyPage)).toBeTruthy();
    expect(screen.getByText('Resource: /sessions/4/candidates')).toBeTruthy();
  });

  it('renders the landing page in French', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Étudier sans se soucier de l’argent' }, lazyPage),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });
});
