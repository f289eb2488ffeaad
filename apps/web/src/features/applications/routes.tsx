import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

const editor = () => import('./components/application-editor-page');

export const applicationsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: appRoutes.applyToSession,
      ...page(
        () => import('./components/apply-page').then((m) => m.ApplyPage),
        ['applications', 'sessions', 'glossary'],
      ),
    },
    {
      path: appRoutes.myApplications,
      ...page(
        () => import('./components/my-applications-page').then((m) => m.MyApplicationsPage),
        ['applications', 'glossary'],
      ),
    },
    { path: appRoutes.application, ...page(() => editor().then((m) => m.ApplicationRedirect)) },
    {
      path: appRoutes.applicationEdit,
      ...page(() => editor().then((m) => m.ApplicationEditPage), ['applications', 'renewal', 'glossary', 'sessions']),
    },
    {
      path: appRoutes.applicationView,
      ...page(() => editor().then((m) => m.ApplicationViewPage), ['applications', 'renewal', 'glossary', 'sessions']),
    },
  ],
};
