// First: zod's settings, before any schema is built (lib/zod-config.ts).
import '../lib/zod-config';
// Mantine's reset, theme variables and focus rings, for every page; each component brings its own stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '../styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { linkAppManifest } from '../lib/app-manifest';
import { installFocusKeeper } from '../lib/focus-keeper';
import { initI18n } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { startOfflineApp } from '../lib/offline-app';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { createAppRouter } from './router';
import { loadApplicantScreens } from './routes';

/** Starts the app in `root`, where index.html's loading screen shows until the app has drawn something. */
export function startApp(root: HTMLElement): void {
  // The loading screen stays until the app has drawn something (a lazy page may first render nothing).
  const bootScreen = document.getElementById('app-boot');
  if (bootScreen) {
    new MutationObserver((_changes, observer) => {
      if (!root.firstChild) return;
      bootScreen.remove();
      observer.disconnect();
    }).observe(root, { childList: true });
  }

  // Focus that would fall to the page (a button saving, a dialog closing, a form unmounting) stays in its place.
  installFocusKeeper();

  // The core catalogs of the current language load first, so no screen flashes untranslated keys. The router is
  // made in a task after the one that ran the app's code (matching the address and asking for the screen's code
  // is work of its own): two shorter tasks rather than one long one on a slow phone.
  const catalogs = initI18n();
  // One query client for the screens and for the reads the router asks for them (their loaders).
  const queryClient = createQueryClient();
  void nextTask()
    .then(() => createAppRouter(queryClient))
    .then(async (router) => {
      await catalogs;
      // As a transition: React draws the first screen in slices and lets the browser answer in between, rather
      // than in one long task (what a slow phone feels as a frozen page).
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <App router={router} queryClient={queryClient} />
          </StrictMode>,
        );
      });
      // Once signed in: the service worker that opens the app and the applicant's data without a connection.
      startOfflineApp(loadApplicantScreens);
      linkAppManifest();
    });
}
