import { authStore, isAuthenticated } from './auth-store';
import { createStore } from './create-store';
import { whenIdle } from './load-when-idle';
import { apiCacheName } from './offline-cache-rules';

/**
 * The offline app (decision 521) from the page's side: the service worker is registered once someone is signed in
 * (a first visit to sign in does not pay for it), the applicant's screens are kept on the device, a new version
 * waiting is announced, and the kept API answers go when the person signs out or the session ends.
 */

/** A new version of the app is installed and will be used the next time the app is opened. */
export const appUpdateStore = createStore<{ waiting: boolean; dismissed: boolean }>({
  waiting: false,
  dismissed: false,
});

export function dismissAppUpdate(): void {
  appUpdateStore.set((state) => ({ ...state, dismissed: true }));
}

/** Empties the applicant's kept API answers: the next person on a shared phone never sees them. */
export function forgetApiAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches.delete(apiCacheName).then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once a service worker answers this page's requests. */
function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 200),
  );

const warmedKey = 'portal.offline-warmed';
/** This build's entry script: a new version warms its own files again. */
const buildId = new URL(import.meta.url).pathname;

/**
 * Keeps the applicant's screens on the device: loads each one's code and catalogs once a service worker controls
 * the page (it keeps them as they pass), then passes again every app file this page loaded before it was
 * controlled (the browser's cache answers those: no bytes on the line). Once a version, at idle time.
 */
async function warmUp(loadScreens: () => Promise<void>): Promise<void> {
  if (localStorage.getItem(warmedKey) === buildId) return;
  await controlled();
  await idle();
  await loadScreens();
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
  for (const url of new Set(files.map((file) => file.href))) await fetch(url).catch(() => undefined);
  localStorage.setItem(warmedKey, buildId);
}

let registered = false;

async function register(loadScreens: () => Promise<void>): Promise<void> {
  if (registered) return;
  registered = true;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  // Also fired at start when a version installed earlier still waits.
  workbox.addEventListener('waiting', () => appUpdateStore.set({ waiting: true, dismissed: false }));
  await workbox.register();
  if (authStore.get().user?.role === 'STUDENT') await warmUp(loadScreens);
}

/**
 * Starts the offline app in a production build where browsers allow service workers. `loadScreens` loads the code
 * of every screen an applicant may open (the app's routes know them).
 */
export function startOfflineApp(loadScreens: () => Promise<void>, enabled = import.meta.env.PROD): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  // Enough room to list every file of a long visit for the warm-up.
  performance.setResourceTimingBufferSize(1000);
  let signedIn = isAuthenticated(authStore.get());
  // Once the page has loaded: the first screen's files and reads come first on a slow line.
  const start = () => whenIdle(() => void register(loadScreens).catch(() => undefined));
  if (signedIn) start();
  authStore.subscribe(() => {
    const now = isAuthenticated(authStore.get());
    if (now && !signedIn) start();
    if (!now && signedIn) void forgetApiAnswers();
    signedIn = now;
  });
}
