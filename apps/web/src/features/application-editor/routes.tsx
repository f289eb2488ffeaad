import { appRoutes } from '@portal/shared/app-routes';
import { applicationQueryOptions } from '@/features/applications/public';
import { currentSessionQueryOptions, sessionQueryOptions } from '@/features/sessions/public';
import { type FeatureRoutes, page } from '@/lib/lazy-route';
import { firstReads } from '@/lib/route-reads';

const editor = () => import('./components/application-editor-page');

/**
 * What the editor and the view start with: the application and its session. The application and the current
 * session are asked together, since the application is most often to the current session (whose answer then stands
 * for it, `useSession`); its own session is asked once the application has named another.
 */
const applicationReads = firstReads(({ ask, params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  void Promise.all([ask(applicationQueryOptions(id)), ask(currentSessionQueryOptions())]).then(
    ([application, current]) => {
      if (application && application.sessionId !== current?.session?.id)
        void ask(sessionQueryOptions(application.sessionId));
    },
  );
});

/** An application's editor and its view, one section at a time. */
export const applicationEditorRoutes: FeatureRoutes = {
  signedIn: [
    { path: appRoutes.application, ...page(() => editor().then((m) => m.ApplicationRedirect)) },
    {
      path: appRoutes.applicationEdit,
      loader: applicationReads,
      ...page(() => editor().then((m) => m.ApplicationEditPage), ['applications', 'renewal', 'glossary', 'sessions']),
    },
    {
      path: appRoutes.applicationView,
      loader: applicationReads,
      ...page(() => editor().then((m) => m.ApplicationViewPage), ['applications', 'renewal', 'glossary', 'sessions']),
    },
  ],
};
