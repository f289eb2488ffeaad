import { afterFirstPaint } from './lib/after-first-paint';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The app's code runs once index.html's loading screen has been painted (decision 525). The page fetches that
// code and its stylesheet from the start, beside this file (the first-run script asks for them), so waiting for
// the paint costs a frame, not a download; without the wait, a fast connection runs the whole app before anything
// is painted. Nothing here holds the paint: the loading screen has its own styles, the app's come with its start.
// The libraries run first, then the app, each in a task of its own: on a slow phone's processor, one long task
// would keep the page from answering a tap for its whole length.
afterFirstPaint(async () => {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./app/start');
  startApp(root);
});
