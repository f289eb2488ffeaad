import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. Creating it matches the address against every route and asks for the screen's code: work of its
 * own, which the start runs in a task apart from loading the app's code (app/start.tsx).
 */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
