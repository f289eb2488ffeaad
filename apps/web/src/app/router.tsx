import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routerContext } from '@/lib/route-reads';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. Creating it matches the address against every route and asks for the screen's code and its
 * first reads (their loaders use `queryClient`, the app's): work of its own, which the start runs in a task apart
 * from loading the app's code (app/start.tsx).
 */
export function createAppRouter(queryClient: QueryClient): AppRouterInstance {
  return createBrowserRouter(routes, { getContext: routerContext(queryClient), future: { v8_middleware: true } });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
