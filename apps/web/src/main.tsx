// First: zod's settings, before any schema is built (lib/zod-config.ts).
import './lib/zod-config';
// Mantine's reset, theme variables and focus rings, for every page; each component brings its own stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadApplicantScreens } from './app/routes';
import { installFocusKeeper } from './lib/focus-keeper';
import { initI18n } from './lib/i18n';
import { startOfflineApp } from './lib/offline-app';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// index.html's loading screen stays until the app has drawn something (a lazy page may first render nothing).
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

// The core catalogs of the current language load first, so no screen flashes untranslated keys.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Once signed in: the service worker that opens the app and the applicant's data without a connection.
  startOfflineApp(loadApplicantScreens);
});
