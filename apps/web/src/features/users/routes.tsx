import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

export const usersRoutes: FeatureRoutes = {
  admin: [
    { path: appRoutes.users, ...page(() => import('./components/users-page').then((m) => m.UsersPage), ['users']) },
    {
      path: appRoutes.user,
      ...page(
        () => import('./components/user-detail-page').then((m) => m.UserDetailPage),
        ['users', 'student', 'personal-data'],
      ),
    },
  ],
};
