import { appRoutes } from '@portal/shared/app-routes';
import { type FeatureRoutes, page } from '@/lib/lazy-route';

const editor = () => import('./components/application-editor-page');

/** An application's editor and its view, one section at a time. */
export const applicationEditorRoutes: FeatureRoutes = {
  signedIn: [
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
