import { afterFirstPaint } from './lib/after-first-paint';
import { nextTask } from './lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The app's code runs once index.html's loading screen has been painted (decision 525). The page fetches that
// code and its stylesheet from the start, beside this file (the first-run script asks for them), so waiting for
// the paint costs a frame, not a download; without the wait, a fast connection runs the whole app before anything
// is painted. Nothing here holds the paint: the loading screen has its own styles, the app's come with its start.
// React runs first, then the other libraries, then the app, each in a task of its own: on a slow phone's processor,
// one long task would keep the page from answering a tap for its whole length.
afterFirstPaint(async () => {
  await import('react-dom/client');
  await nextTask();
  // The other libraries' file, run by asking for one of its parts (naming it keeps the router's unused parts out
  // of the build); the start finds it already run.
  await import('react-router').then(({ createBrowserRouter }) => createBrowserRouter);
  await nextTask();
  const { startApp } = await import('./app/start');
  startApp(root);
});
