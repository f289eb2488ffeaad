import { appRoutes } from '@portal/shared/app-routes';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { routerContext } from '@/lib/route-reads';
import { testPageData } from '@/server/test-page-data';
import { anApplication } from '@/test/application';
import { AppProvider } from './provider';
import { routes } from './routes';

// The dashboard's and the editor's code never arrives here: what their routes ask for is asked before it.
vi.mock('@/features/dashboard/components/dashboard-page', () => new Promise(() => undefined));
vi.mock('@/features/application-editor/components/application-editor-page', () => new Promise(() => undefined));

/** Lazy pages load their code and catalogs first; on a busy two-core machine that can take a few seconds. */
const lazyPage = { timeout: 10_000 };

function renderAt(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    getContext: routerContext(queryClient),
    future: { v8_middleware: true },
  });
  render(
    <AppProvider queryClient={queryClient}>
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

describe('the first reads of a screen, asked by its route', () => {
  const student = {
    id: 2,
    firstName: 'Ama',
    lastName: 'B',
    username: 'ama',
    email: 'a@b.cm',
    role: 'STUDENT',
  } as const;
  const current = testPageData().currentSession;

  /** The API, answering each read only when the test says so; answers the paths read so far (writes apart). */
  function heldApi() {
    const held = new Map<string, (data: unknown) => void>();
    const fetch = vi.fn(
      (url: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          held.set(new URL(String(url), location.href).pathname, (data) => resolve(Response.json({ data })));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    return {
      asked: () =>
        fetch.mock.calls
          .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
          .map(([url]) => new URL(String(url), location.href).pathname),
      answer: (path: string, data: unknown) => held.get(path)?.(data),
    };
  }

  it('asks a student’s dashboard’s five reads before its code has arrived', async () => {
    setAuth('t', student);
    const api = heldApi();
    renderAt('/dashboard');
    await waitFor(() =>
      expect(api.asked().sort()).toEqual([
        '/api/applications/user/current',
        '/api/applications/user/my',
        '/api/sessions/current',
        '/api/statistics',
        '/api/users/me',
      ]),
    );
  });

  it('asks only the current session for the committee’s dashboard, and nothing for a visitor not signed in', async () => {
    setAuth('t', { ...student, role: 'ADMIN' });
    const api = heldApi();
    renderAt('/dashboard');
    await waitFor(() => expect(api.asked()).toEqual(['/api/sessions/current']));

    authStore.set({ token: null, user: null });
    const visitor = heldApi();
    const router = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'), lazyPage);
    expect(visitor.asked()).toEqual([]);
  });

  it('asks an application and the current session together, and nothing more when it is to that session', async () => {
    setAuth('t', student);
    const api = heldApi();
    renderAt('/applications/7/edit/family');
    // Both leave before either has answered.
    await waitFor(() => expect(api.asked().sort()).toEqual(['/api/applications/7', '/api/sessions/current']));
    api.answer('/api/sessions/current', current);
    api.answer('/api/applications/7', anApplication({ sessionId: current?.id }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.asked()).toHaveLength(2);
  });

  it('asks the application’s own session once it names another one', async () => {
    setAuth('t', student);
    const api = heldApi();
    renderAt('/applications/7/view');
    await waitFor(() => expect(api.asked().sort()).toEqual(['/api/applications/7', '/api/sessions/current']));
    api.answer('/api/sessions/current', current);
    api.answer('/api/applications/7', anApplication({ sessionId: 3 }));
    await waitFor(() => expect(api.asked()).toContain('/api/sessions/3'));
  });
});
