// Mantine's reset, theme variables and focus rings, for every page; each component brings its own stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles.css';
import { afterFirstPaint } from './lib/after-first-paint';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The app's code runs once index.html's loading screen has been painted (decision 525). The page fetches that
// code from the start, beside this file (the build lists it in index.html), so waiting for the paint costs a
// frame, not a download; without the wait, a fast connection runs the whole app before anything is painted.
afterFirstPaint(() => {
  void import('./app/start').then(({ startApp }) => startApp(root));
});
