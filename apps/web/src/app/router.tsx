import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { routes } from './routes';

const router = createBrowserRouter(routes);
// Lets the API client send the user to sign-in on a 401 without a full reload.
registerNavigate((to, options) => void router.navigate(to, options));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
