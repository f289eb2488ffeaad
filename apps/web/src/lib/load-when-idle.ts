import { type ComponentType, lazy } from 'react';
import { firstScreenShown } from './first-screen';

/** How long after the page's load a seldom-used part waits: the first screen's reads and drawing come first. */
const partsAfterLoadMs = 3_000;

/**
 * Once the page has loaded, the first screen is on it (lib/first-screen.ts), `afterLoadMs` have passed and the
 * browser is idle: work that must not compete with the first screen for a slow line or processor.
 */
export function whenIdle(run: () => void, afterLoadMs = 0): void {
  const idle = () => {
    // A page torn down meanwhile (a unit test's environment, its timers still pending) has nothing left to run.
    if (typeof window === 'undefined') return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
    else setTimeout(run, 0);
  };
  const later = () => void firstScreenShown().then(() => setTimeout(idle, afterLoadMs));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * A part's code, loaded once and shared by every caller: `load()` asks for it (again after a failure, say without a
 * connection), `loaded()` answers it at once once it has arrived (so a component can draw it without waiting).
 */
export function loadOnce<Part>(load: () => Promise<Part>): {
  load: () => Promise<Part>;
  loaded: () => Part | undefined;
} {
  let loading: Promise<Part> | undefined;
  let part: Part | undefined;
  return {
    load: () => {
      loading ??= load().then(
        (arrived) => {
          part = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => part,
  };
}

/**
 * A part of a screen that is seldom opened (a dialog, a card few people get) in its own chunk: the screen's first
 * load goes without it, and it is loaded once the page is idle, so it is there when asked for, and kept by the
 * offline app as it passes, without a connection later. Before then, the screen suspends until it arrives.
 */
export function lazyWhenIdle<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const part = loadOnce(load);
  if (typeof window !== 'undefined') whenIdle(() => void part.load().catch(() => undefined), partsAfterLoadMs);
  return lazy(() => part.load().then((Component) => ({ default: Component })));
}
